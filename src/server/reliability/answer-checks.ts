import type { Endpoint } from '../../shared/api/endpoint';
import { RESULT } from '../../shared/result-codes';
import type { Answer } from './attack-runner';
import { describeFindings, type ScanOptions, scanText } from './privacy-scan';

const CHINESE = /[\u4e00-\u9fff]/;
/** Traces of a stack or an engine message leaking to the client. */
const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+|TypeError|ReferenceError|SyntaxError|ECONNREFUSED|PGlite|relation "|duplicate key|violates/;

interface Envelope {
  head?: { requestId?: unknown };
  body?: { common?: { resultCode?: unknown; resultMsg?: unknown } };
}

/** Problems with an answer that must look like an envelope: empty when it does. */
export function envelopeProblems(answer: Answer): string[] {
  const problems: string[] = [];
  const env = answer.json as Envelope | undefined;
  const common = env?.body?.common;
  if (!env || typeof env !== 'object' || !env.head || typeof env.head !== 'object')
    return [`not an envelope: ${answer.raw.slice(0, 200)}`];
  if (!common || typeof common.resultCode !== 'string' || !common.resultCode)
    problems.push(`no body.common.resultCode: ${answer.raw.slice(0, 200)}`);
  if (!common || typeof common.resultMsg !== 'string' || !CHINESE.test(common.resultMsg))
    problems.push(`resultMsg is not Chinese: ${JSON.stringify(common?.resultMsg)}`);
  return problems;
}

/**
 * Everything a hostile request must never get: a 5xx, a system-error code (an
 * unexpected exception behind a polite envelope), a stack trace or engine
 * message, a non-envelope answer from a JSON endpoint, an answer that may be
 * cached, or personal data the requester did not send.
 */
export function answerProblems(endpoint: Endpoint, answer: Answer, scan: ScanOptions = {}): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
  if (LEAK.test(answer.raw)) problems.push(`internal detail leaked: ${answer.raw.slice(0, 300)}`);
  if (answer.headers['cache-control'] !== 'no-store')
    problems.push(`cache-control is ${JSON.stringify(answer.headers['cache-control'])}, not no-store`);
  if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push('no x-content-type-options: nosniff');
  // A blob or html endpoint answers its content raw (the static JSON pages are JSON text
  // served as html, as the spec has it) and an envelope only when it refuses.
  const env = answer.json as Envelope | undefined;
  const isEnvelope = Boolean(env && typeof env === 'object' && env.head && env.body);
  const rawAnswer = endpoint.responseType !== 'json' && answer.status === 200 && !isEnvelope;
  if (!rawAnswer) {
    problems.push(...envelopeProblems(answer));
    const code = (answer.json as Envelope | undefined)?.body?.common?.resultCode;
    if (code === RESULT.SYSTEM_ERROR) problems.push(`system error code ${code}: an unexpected exception`);
  } else if (/json/.test(String(answer.headers['content-type']))) {
    problems.push('raw answer declared as JSON');
  }
  problems.push(
    ...describeFindings(scanText(answer.raw, { ...scan, allow: [answer.requestText, ...toList(scan.allow)] })).map(
      (f) => `personal data not from the request: ${f}`,
    ),
  );
  return problems;
}

const toList = (a: string | string[] | undefined) => (Array.isArray(a) ? a : a ? [a] : []);
