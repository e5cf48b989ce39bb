import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/api/endpoint';
import { checkString } from '../../shared/check-string';
import { answerTurn, readTurn } from './answer-turn';
import { route } from './route';
import type { Sessions } from './session';

const endOfThisTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('answerTurn', () => {
  it('holds answers ready in the turn their request was read in until that turn ends, and lets them go together', async () => {
    const sent: string[] = [];
    const first = readTurn();
    const second = readTurn();
    expect(second).toBe(first);
    const a = answerTurn(first)?.then(() => sent.push('a'));
    const b = answerTurn(second)?.then(() => sent.push('b'));
    expect(a).toBeDefined();
    // Every microtask of the turn runs, and still neither answer has gone.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(sent).toEqual([]);
    await Promise.all([a, b]);
    expect(sent).toEqual(['a', 'b']);
  });

  it('does not hold an answer ready in a later turn (one that waited for a database reply)', async () => {
    const readIn = readTurn();
    await endOfThisTurn();
    expect(answerTurn(readIn)).toBeUndefined();
    // A request read now starts a new turn, which is held again.
    expect(answerTurn(readTurn())).toBeDefined();
  });
});

describe('route() answers of one turn', () => {
  const echo = endpoint({
    path: '/kej/test/api/echo',
    summary: '测试',
    sessionFree: true,
    request: z.object({ n: z.number() }),
    response: z.object({ n: z.number() }),
  });

  it('sends no answer before every request read in the same turn has been handled', async () => {
    const events: string[] = [];
    const app = Fastify();
    app.addHook('onSend', async (request, _reply, payload) => {
      events.push(`send ${(request.body as { body: { n: number } }).body.n}`);
      return payload;
    });
    route(app, {} as Sessions, echo, async (body) => {
      events.push(`handle ${body.n}`);
      return { n: body.n };
    });
    await app.ready();
    const call = (n: number) =>
      app.inject({
        method: 'POST',
        url: echo.path,
        payload: { head: { uuid: '', channelNo: '2', requestId: `r${n}`, check: checkString({ n }, '') }, body: { n } },
      });
    const answers = await Promise.all([call(1), call(2), call(3)]);
    await app.close();
    expect(answers.map((a) => a.json().body.n)).toEqual([1, 2, 3]);
    expect(events).toEqual(['handle 1', 'handle 2', 'handle 3', 'send 1', 'send 2', 'send 3']);
  });
});
