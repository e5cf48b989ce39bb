import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import type { Db } from '../db/client';
import { startTestApp } from '../testing/test-app';
import { UpstreamDown } from './errors';
import { createMailer, createSmsSender, latestOutbox } from './messaging';

/** Just enough of an SMTP server to accept one message and keep what it was sent. */
function fakeSmtp(received: string[]): Server {
  return createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
}

describe('SMTP mailer', () => {
  const received: string[] = [];
  const server = fakeSmtp(received);
  let port = 0;
  beforeAll(
    () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          port = (server.address() as { port: number }).port;
          resolve();
        }),
      ),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const mailerAt = (url: string) =>
    createMailer(readConfig({ MAIL_ADAPTER: 'smtp', SMTP_URL: url, MAIL_FROM: 'portal@example.com' }), {} as Db);

  it('sends through the SMTP server given (nodemailer loads with the first mail)', async () => {
    const mailer = mailerAt(`smtp://127.0.0.1:${port}`);
    await mailer.send({
      to: 'someone@example.com',
      subject: 'e-policy',
      text: 'attached',
      attachments: [{ filename: 'p.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }],
    });
    await mailer.send({ to: 'other@example.com', subject: 'again', text: 'second' });
    const text = received.join('\n');
    expect(text).toContain('To: someone@example.com');
    expect(text).toContain('To: other@example.com');
    expect(text).toContain('p.pdf');
  });

  it('reports a server that cannot be reached as upstream down', async () => {
    const closed = createServer();
    const freePort = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as { port: number }).port)),
    );
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      mailerAt(`smtp://127.0.0.1:${freePort}`).send({ to: 'a@example.com', subject: 's', text: 't' }),
    ).rejects.toBeInstanceOf(UpstreamDown);
  });
});

describe('development outbox in batches (issue 9)', () => {
  it('stores a batch of SMS and of mails, each batch in one call', async () => {
    const t = await startTestApp();
    try {
      const config = readConfig({});
      const sms = createSmsSender(config, t.database.db);
      const mailer = createMailer(config, t.database.db);
      await sms.sendMany?.([]);
      await sms.sendMany?.([
        { mobile: '13900000001', text: 'batch one' },
        { mobile: '13900000002', text: 'batch two' },
        { mobile: '13900000003', text: '【客服】受理编号"TS1"，\\ 请保留' },
      ]);
      await mailer.sendMany?.([
        { to: 'a@example.com', subject: 's1', text: 'mail one' },
        { to: 'b@example.com', subject: 's2', text: 'mail two' },
      ]);
      const kept = (await latestOutbox(t.database.db)).map((m) => `${m.channel} ${m.recipient} ${m.subject} ${m.body}`);
      expect(kept).toEqual(
        expect.arrayContaining([
          'sms 13900000001  batch one',
          'sms 13900000002  batch two',
          'sms 13900000003  【客服】受理编号"TS1"，\\ 请保留',
          'email a@example.com s1 mail one',
          'email b@example.com s2 mail two',
        ]),
      );
    } finally {
      await t.close();
    }
  });

  it('gives the gateway and SMTP adapters no batch method: their callers send one by one', () => {
    const config = readConfig({
      SMS_ADAPTER: 'http',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      MAIL_ADAPTER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'portal@example.com',
    });
    expect(createSmsSender(config, {} as Db).sendMany).toBeUndefined();
    expect(createMailer(config, {} as Db).sendMany).toBeUndefined();
  });
});
