/**
 * The chat's uploads and live streams (API): images checked by content, stream requests refused as route()
 * refuses, and changes streamed to customers and agents. The conversation itself is in routes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { service } from '../../../shared/api/service';
import { newRequestId } from '../../../shared/envelope';
import { RESULT } from '../../../shared/result-codes';
import { BODY_PROBLEM_MESSAGES } from '../../platform/body-guard';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { agentLogin as agentLoginAs, PNG, signIn as signInAs, upload } from './test-helpers';

// Only the platform and this domain: the test stays about this domain, fast, and
// independent of other domains' demo data.
vi.mock('../index', async () => ({
  domains: (await import('../../testing/domains-with-platform')).withPlatformDomain(
    (await import('./module')).serviceModule,
  ),
}));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t?.close());

const signIn = (uuid?: string) => signInAs(t, uuid);
const agentLogin = (account?: string) => agentLoginAs(t, account);

describe('images', () => {
  it('accepts an image checked by content and shows it to its owner only', async () => {
    const uuid = await t.newSession();
    const { creds } = await signIn(uuid);
    const res = await upload(t, uuid, creds, { data: PNG, name: 'a.txt', type: 'text/plain' });
    expect(res.code).toBe(RESULT.OK);
    const fileId = res.data.message.fileId as string;
    const file = await t.call(service.fileContent, { ...creds, fileId }, { uuid });
    expect(file.headers['content-type']).toBe('image/png');
    const stranger = await signIn();
    expect((await t.call(service.fileContent, { ...stranger.creds, fileId })).code).toBe(RESULT.NOT_FOUND);
  });

  it.each([
    [
      'a text file named .png',
      { data: Buffer.from('hello, not an image'), name: 'x.png', type: 'image/png' },
      0,
      /格式/,
    ],
    [
      'an image over 2 MB',
      { data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), name: 'b.png', type: 'image/png' },
      0,
      /2MB/,
    ],
    ['two files at once', { data: PNG, name: 'c.png', type: 'image/png' }, 1, /一张/],
  ])('refuses %s', async (_n, file, extra, message) => {
    const uuid = await t.newSession();
    const { creds } = await signIn(uuid);
    const res = await upload(t, uuid, creds, file, extra);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toMatch(message);
  });

  it('refuses an upload with a forged check string or token', async () => {
    const uuid = await t.newSession();
    const { creds } = await signIn(uuid);
    const res = await upload(
      t,
      uuid,
      { ...creds, token: 'd'.repeat(48) },
      { data: PNG, name: 'a.png', type: 'image/png' },
    );
    expect(res.code).toBe(RESULT.SIGNED_OUT);
  });
});

describe('malformed stream requests', () => {
  it('answers a body nested 100,000 deep as route() does, not with a system error', async () => {
    const uuid = await t.newSession();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const ask = async (path: string) => {
      const head = { uuid, channelNo: '2', requestId: newRequestId(), check: '0'.repeat(64) };
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json' },
        payload: `{"head":${JSON.stringify(head)},"body":${deep}}`,
      });
      return res.json().body.common as { resultCode: string; resultMsg: string };
    };
    const byRoute = await ask(service.messages.path);
    expect(byRoute).toEqual({ resultCode: RESULT.INVALID_INPUT, resultMsg: BODY_PROBLEM_MESSAGES.tooDeep });
    expect(await ask(service.stream.path)).toEqual(byRoute);
    expect(await ask(service.agentStream.path)).toEqual(byRoute);
  });
});

describe('live updates', () => {
  // Streams need a real socket; the app listens once for the tests of this block.
  let origin: string | undefined;
  const listening = async () => {
    origin ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
    return origin;
  };

  /** Opens a live stream with a signed envelope; `readUntil` reads until what came holds `needle`, and answers it. */
  const openStream = async (path: string, uuid: string, body: Record<string, unknown>) => {
    const { checkString } = await import('../../../shared/check-string');
    const controller = new AbortController();
    const res = await fetch(`${await listening()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ head: { uuid, requestId: newRequestId(), check: checkString(body, uuid) }, body }),
      signal: controller.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let seen = '';
    const readUntil = async (needle: string) => {
      while (!seen.includes(needle)) seen += new TextDecoder().decode((await reader.read()).value);
      return seen;
    };
    return { res, readUntil, close: () => controller.abort() };
  };

  it('streams a change to the customer when an agent answers', async () => {
    const uuid = await t.newSession();
    const { creds } = await signIn(uuid);
    const agentToken = await agentLogin();
    await t.call(service.question, { ...creds, content: '转人工' }, { uuid });
    const stream = await openStream(service.stream.path, uuid, creds);
    expect(stream.res.headers.get('content-type')).toMatch(/text\/event-stream/);
    await stream.readUntil('event: ready');
    await t.call(service.agentAccept, { agentToken, signid: creds.signid });
    expect(await stream.readUntil('event: changed')).toContain(creds.signid);
    stream.close();
    await t.call(service.agentLogout, { agentToken });
  });

  it('streams a waiting customer to the agent on duty', async () => {
    const uuid = await t.newSession();
    const agentToken = await agentLogin();
    const stream = await openStream(service.agentStream.path, uuid, { agentToken });
    expect(stream.res.headers.get('content-type')).toMatch(/text\/event-stream/);
    await stream.readUntil('event: ready');
    const { creds } = await signIn();
    await t.call(service.question, { ...creds, content: '转人工' });
    expect(await stream.readUntil(creds.signid)).toContain('event: changed');
    stream.close();
    await t.call(service.agentLogout, { agentToken });
  });
  it("does not tell the consoles of a customer's chat with the assistant, only of what they list", async () => {
    const uuid = await t.newSession();
    const agentToken = await agentLogin();
    const stream = await openStream(service.agentStream.path, uuid, { agentToken });
    await stream.readUntil('event: ready');
    const chatting = (await signIn()).creds;
    await t.call(service.question, { ...chatting, content: '请问怎么报案？' });
    const waiting = (await signIn()).creds;
    await t.call(service.question, { ...waiting, content: '转人工' });
    // Events come in order: by the time the queued one arrives, the assistant's answer would have.
    const seen = await stream.readUntil(waiting.signid);
    expect(seen).not.toContain(chatting.signid);
    stream.close();
    await t.call(service.agentLogout, { agentToken });
  });
});
