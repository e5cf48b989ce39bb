import { describe, expect, it } from 'vitest';
import { codeInSms } from '../testing/sms-code';
import { WrongCode } from './errors';
import { createLimiter } from './limits';
import { createMemoryStore } from './memory-store';
import { createSmsCodes, SMS_POLICY } from './sms-codes';
import type { Store } from './store';

// The wrong-entry limit of an SMS code, without a database: a memory store,
// a sender that keeps what it sent.
const client = { uuid: 'test-session', address: '127.0.0.1' };

/** SMS codes over `store`, and the code last sent to a mobile. */
function smsCodesOver(store: Store) {
  const sent = new Map<string, string>();
  const smsCodes = createSmsCodes({
    store,
    limiter: createLimiter(store),
    sender: { send: async (mobile, text) => void sent.set(mobile, codeInSms(text) as string) },
    secret: 'test-secret',
  });
  return { smsCodes, codeSentTo: (mobile: string) => sent.get(mobile) as string };
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** What a verify answered: 'ok', or the WrongCode's message. */
const outcome = (attempt: Promise<void>) =>
  attempt.then(
    () => 'ok',
    (err) => {
      if (!(err instanceof WrongCode)) throw err;
      return err.message;
    },
  );

describe('SMS code wrong entries', () => {
  it('takes the right code after four wrong ones, and locks it at the fifth wrong one', async () => {
    const store = createMemoryStore();
    const { smsCodes, codeSentTo } = smsCodesOver(store);
    await smsCodes.send('13800138010', 'payment', client);
    const code = codeSentTo('13800138010');
    const messages: string[] = [];
    for (let i = 0; i < SMS_POLICY.maxWrongEntries - 1; i++)
      messages.push(await outcome(smsCodes.verify('13800138010', 'payment', wrongFor(code))));
    expect(messages).toEqual([
      '验证码错误，还可尝试4次',
      '验证码错误，还可尝试3次',
      '验证码错误，还可尝试2次',
      '验证码错误，还可尝试1次',
    ]);
    expect(await outcome(smsCodes.verify('13800138010', 'payment', code))).toBe('ok');

    await smsCodes.send('13800138011', 'payment', client);
    const other = codeSentTo('13800138011');
    for (let i = 0; i < SMS_POLICY.maxWrongEntries - 1; i++)
      await outcome(smsCodes.verify('13800138011', 'payment', wrongFor(other)));
    expect(await outcome(smsCodes.verify('13800138011', 'payment', wrongFor(other)))).toBe(
      '验证码错误次数过多，请重新获取',
    );
    expect(await outcome(smsCodes.verify('13800138011', 'payment', other))).toBe('验证码已失效，请重新获取');
    await store.close();
  });

  it('compares no more than five guesses sent at once', async () => {
    // Every call takes a few milliseconds, as a round trip to Redis does: all
    // the guesses sent at once read the code before any of them is counted.
    const memory = createMemoryStore();
    const slow = Object.fromEntries(
      Object.entries(memory).map(([name, call]) => [
        name,
        async (...args: unknown[]) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return (call as (...a: unknown[]) => unknown)(...args);
        },
      ]),
    ) as unknown as Store;
    const { smsCodes, codeSentTo } = smsCodesOver(slow);
    const mobile = '13800138012';
    await smsCodes.send(mobile, 'payment', client);
    const code = codeSentTo(mobile);
    const guesses = [...Array.from({ length: 19 }, () => wrongFor(code)), code];
    const answers = await Promise.all(guesses.map((guess) => outcome(smsCodes.verify(mobile, 'payment', guess))));
    // The right code came twentieth: the code was locked long before it.
    expect(answers[19]).not.toBe('ok');
    expect(answers.filter((a) => a.startsWith('验证码错误，还可尝试'))).toHaveLength(SMS_POLICY.maxWrongEntries - 1);
    await memory.close();
  });
});
