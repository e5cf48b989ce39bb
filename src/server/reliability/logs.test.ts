import { afterAll, describe, expect, it } from 'vitest';
import { delivery } from '../../shared/api/delivery';
import { checkString } from '../../shared/check-string';
import { newRequestId } from '../../shared/envelope';
import { RESULT } from '../../shared/result-codes';
import { type BuiltApp, buildApp } from '../app';
import { readConfig } from '../config';

/**
 * What the server writes to its log when something fails must not hold the
 * customer's data (domain-facts: no personal data in URLs or logs).
 */
const lines: string[] = [];
let built: BuiltApp | undefined;
afterAll(() => built?.app.close().catch(() => undefined));

async function start() {
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: 'pglite://memory',
    WEB_DIST: 'dist/does-not-exist',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  built = await buildApp(config, { logStream: { write: (line: string) => lines.push(line) } });
  await built.app.ready();
  return built;
}

async function post(b: BuiltApp, path: string, body: object, uuid: string) {
  const head = { uuid, channelNo: '2', requestId: newRequestId(), check: checkString(body, uuid) };
  const res = await b.app.inject({ method: 'POST', url: path, payload: { head, body } });
  return res.json() as { body: { common: { resultCode: string } } };
}

describe('the log', () => {
  it('names the path of a request, not its query string (the image URL carries the session uuid)', async () => {
    const b = built ?? (await start());
    const session = await post(b, '/kej/waround/api/uuid/uuid', {}, '');
    const uuid = (session.body as unknown as { uuid: string }).uuid;
    const res = await b.app.inject({ method: 'GET', url: `/kej/waround/api/createImage?a=r1&uuid=${uuid}` });
    expect(res.statusCode).toBe(200);
    expect(lines.some((l) => l.includes('/kej/waround/api/createImage'))).toBe(true);
    expect(lines.join('\n')).not.toContain(uuid);
  }, 120_000);

  it('keeps the values of a failed statement out of the error it logs', async () => {
    const b = built ?? (await start());
    const session = await post(b, '/kej/waround/api/uuid/uuid', {}, '');
    const uuid = (session.body as unknown as { uuid: string }).uuid;
    await b.database.close();
    const idNumber = '110101198001011232';
    const answer = await post(
      b,
      delivery.orderDelivery.path,
      { insurdIdentityNumber: idNumber, frameNo: '123456', isDeckCard: '1' },
      uuid,
    );
    // The database is out of reach: temporarily unavailable, and still logged as an error.
    expect(answer.body.common.resultCode).toBe(RESULT.UPSTREAM_DOWN);
    const errors = lines.filter((l) => l.includes('"level":50'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain('Failed query');
    expect(lines.join('\n')).not.toContain(idNumber);
  }, 120_000);
});
