import { expect } from 'vitest';
import { service } from '../../../shared/api/service';
import { checkString } from '../../../shared/check-string';
import { newRequestId } from '../../../shared/envelope';
import { RESULT } from '../../../shared/result-codes';
import type { TestApp } from '../../testing/test-app';

/** A customer signed in to the chat (anonymously, as the page does): the credentials and the answer. */
export async function signIn(t: TestApp, uuid?: string) {
  const res = await t.call(service.userSign, {}, { uuid });
  expect(res.code).toBe(RESULT.OK);
  const user = res.data.user as { signid: string; token: string } & Record<string, string>;
  return { creds: { signid: user.signid, token: user.token }, res };
}

/** An agent signed in to the console: the agent token. */
export async function agentLogin(t: TestApp, account = 'kefu01') {
  const res = await t.call(service.agentLogin, { account, password: 'Kefu@2026' });
  expect(res.code).toBe(RESULT.OK);
  return res.data.agentToken as string;
}

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A multipart upload the way the chat page sends it. */
export async function upload(
  t: TestApp,
  uuid: string,
  creds: { signid: string; token: string },
  file: { data: Buffer; name: string; type: string },
  extraFiles = 0,
) {
  const boundary = `----b${Date.now()}`;
  const head = { uuid, channelNo: '2', requestId: newRequestId(), check: checkString(creds, uuid) };
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = (n: number) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file${n || ''}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ]);
  const payload = Buffer.concat([
    Buffer.from(field('head', JSON.stringify(head)) + field('signid', creds.signid) + field('token', creds.token)),
    ...Array.from({ length: 1 + extraFiles }, (_, n) => filePart(n)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/kej/waround/api/onlineService/userFile',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const body = res.json().body;
  return { status: res.statusCode, code: body.common.resultCode as string, message: body.common.resultMsg, data: body };
}
