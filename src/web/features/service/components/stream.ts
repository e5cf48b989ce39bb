import type { Endpoint } from '../../../../shared/api/endpoint';
import { DEFAULT_CHANNEL_NO } from '../../../../shared/constants';
import { newRequestId } from '../../../../shared/envelope';
import { RESULT } from '../../../../shared/result-codes';
import { checkStringFor } from '../../../api/check-string';
import { ensureSession } from '../../../api/client';
import { commonOf } from '../../../api/request';
import { clearUuid } from '../../../api/session';

/** The result code of a refused stream's JSON answer, if it has one. */
function refusalCode(text: string): string | undefined {
  try {
    return commonOf(JSON.parse(text))?.resultCode;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The request head, as the API client builds it, for calls it cannot make (streams, uploads). */
export async function headFor(body: unknown) {
  const uuid = await ensureSession();
  return {
    uuid,
    token: '',
    channelNo: DEFAULT_CHANNEL_NO,
    requestId: newRequestId(),
    requestCode: '',
    requestType: '',
    check: await checkStringFor(body, uuid),
  };
}

/** The conversation an `event: changed` block names (its `data:` line), if it names one. */
export function changedSignid(block: string): string | undefined {
  if (!block.includes('event: changed')) return undefined;
  const data = block.split('\n').find((line) => line.startsWith('data:'));
  try {
    const signid = (JSON.parse(data?.slice(5) ?? '') as { signid?: unknown }).signid;
    return typeof signid === 'string' ? signid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a live stream open: POSTs the envelope and reads `event: changed` lines
 * with fetch (credentials stay out of the URL). Calls `onChange` with the
 * conversation each event names, and with none after every (re)connect (or for
 * an event naming none): then anything may have moved while disconnected, so
 * everything is read. Reconnects with growing pauses. Returns a stop function.
 */
export function openStream(
  endpoint: Endpoint,
  body: Record<string, unknown>,
  onChange: (signid?: string) => void,
): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  const run = async () => {
    let attempt = 0;
    while (!stopped) {
      controller = new AbortController();
      try {
        const res = await fetch(endpoint.path, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify({ head: await headFor(body), body }),
          signal: controller.signal,
        });
        if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
          const code = refusalCode(await res.text());
          // An expired session is renewed on the next try.
          if (code === RESULT.SESSION_EXPIRED) clearUuid();
          // Credentials the server no longer knows: the page's own read finds out and signs in again.
          if (code === RESULT.SIGNED_OUT) onChange();
          throw new Error('stream refused');
        }
        attempt = 0;
        onChange();
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        while (!stopped) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          // Each conversation once per read: a burst of events about one needs one read of it.
          const changed = events.filter((e) => e.includes('event: changed')).map(changedSignid);
          for (const signid of new Set(changed)) onChange(signid);
        }
      } catch {
        // Dropped or refused: try again below.
      }
      if (stopped) break;
      await sleep(Math.min(30_000, 1000 * 2 ** attempt++));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
