import { describe, expect, it } from 'vitest';
import { DomainError, TooMany, WrongCode } from '../platform/errors';
import { hashSecret } from '../platform/hashing';
import { IDENTITY_LIMITS } from '../platform/identity-guard';
import { IMAGE_POLICY } from '../platform/image-codes';
import { SMS_POLICY } from '../platform/sms-codes';
import { abuseKit, wrongCode } from './abuse-kit';

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof DomainError ? e.message : `crash: ${String(e)}`),
  );

describe('SMS codes cannot be guessed', () => {
  it('10,000 guesses over simulated hours by a botnet succeed zero times', async () => {
    const k = abuseKit();
    const mobile = '13800138000';
    let successes = 0;
    let evaluated = 0;
    let sends = 0;
    let sinceSend = 0;
    let client = 0;
    const send = async () => {
      // A botnet: every send from a new session and a new address, so only the per-mobile caps apply.
      client++;
      const ok = await outcome(
        k.smsCodes.send(mobile, 'payment', { uuid: `bot${client}`, address: `10.9.${client >> 8}.${client & 255}` }),
      );
      if (ok === 'ok') {
        sends++;
        sinceSend = 0;
      }
    };
    await send();
    for (let i = 0; i < 10_000; i++) {
      k.advance(1);
      const real = k.lastCode(mobile) ?? '';
      // Worst case for the defence: the sixth guess on each code is the right one.
      const guess = sinceSend === SMS_POLICY.maxWrongEntries ? real : wrongCode(i, real);
      sinceSend++;
      const result = await outcome(k.smsCodes.verify(mobile, 'payment', guess));
      if (result === 'ok') successes++;
      else if (result.startsWith('crash')) throw new Error(result);
      if (!result.includes('已失效')) evaluated++;
      if (result.includes('过多') || result.includes('已失效')) await send();
    }
    expect(successes).toBe(0);
    // 10 codes a day per mobile, 5 entries judged per code, whatever the number of clients.
    expect(sends).toBeLessThanOrEqual(SMS_POLICY.perMobileDay.max);
    expect(evaluated).toBeLessThanOrEqual(sends * SMS_POLICY.maxWrongEntries);
  });

  it('locks a code after five wrong entries, even against the right one', async () => {
    const k = abuseKit();
    await k.smsCodes.send('13900139000', 'survey', { uuid: 'u1', address: '10.0.0.1' });
    const real = k.lastCode('13900139000') as string;
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push(await outcome(k.smsCodes.verify('13900139000', 'survey', wrongCode(i, real))));
    expect(messages.at(-1)).toMatch(/过多/);
    expect(await outcome(k.smsCodes.verify('13900139000', 'survey', real))).toMatch(/已失效/);
  });

  it('caps sends per mobile by hour and by day, per session and per address', async () => {
    const k = abuseKit();
    const results: string[] = [];
    for (let i = 0; i < 12; i++) {
      results.push(
        await outcome(k.smsCodes.send('13700137000', 'activity', { uuid: `s${i}`, address: `10.1.0.${i}` })),
      );
      k.advance(SMS_POLICY.resendAfter + 1);
      if (i === 4 || i === 9) k.advance(3600); // past the hourly window
    }
    expect(results.slice(0, 5)).toEqual(Array(5).fill('ok'));
    expect(results[5]).toBe('ok'); // a new hour
    expect(results[10]).toBe(SMS_POLICY.perMobileDay.message); // a new hour, but not a new day
    expect(results.filter((r) => r === 'ok')).toHaveLength(SMS_POLICY.perMobileDay.max);
    expect(results.at(-1)).toBe(SMS_POLICY.perMobileDay.message);

    const perClient: string[] = [];
    for (let i = 0; i < 11; i++)
      perClient.push(
        await outcome(k.smsCodes.send(`1360000${1000 + i}`, 'delivery', { uuid: 'one', address: `10.2.0.${i}` })),
      );
    expect(perClient.filter((r) => r === 'ok')).toHaveLength(SMS_POLICY.perClientHour.max);

    const perAddress: string[] = [];
    for (let i = 0; i < 31; i++)
      perAddress.push(
        await outcome(k.smsCodes.send(`1350000${1000 + i}`, 'delivery', { uuid: `a${i}`, address: '10.3.0.1' })),
      );
    expect(perAddress.filter((r) => r === 'ok')).toHaveLength(SMS_POLICY.perAddressHour.max);
  });
});

describe('image codes cannot be guessed', () => {
  it('10,000 guesses succeed zero times: each image is used up by its first answer', async () => {
    const k = abuseKit();
    let successes = 0;
    let images = 0;
    let refusedImages = 0;
    let session = 0;
    for (let i = 0; i < 10_000; i += 2) {
      const uuid = `img-bot-${session}`;
      const made = await outcome(k.imageCodes.create(uuid, `p${i}`));
      if (made !== 'ok') {
        // The session's images are used up: the botnet takes a new session.
        expect(made).toBe(IMAGE_POLICY.perSession.message);
        refusedImages++;
        session++;
        continue;
      }
      images++;
      // Replace the unreadable picture's answer with a known one, stored the service's way.
      const stored = JSON.parse((await k.store.get(`img:code:${uuid}`)) as string);
      await k.store.set(`img:code:${uuid}`, JSON.stringify({ ...stored, hash: hashSecret(k.secret, 'Xy7k') }), 300);
      // A wrong first answer, then the right one: the image is already spent.
      for (const guess of ['Xy7K', 'Xy7k'])
        if ((await outcome(k.imageCodes.check(uuid, guess, `p${i}`))) === 'ok') successes++;
      k.advance(1);
    }
    expect(successes).toBe(0);
    expect(images).toBeGreaterThan(0);
    expect(refusedImages).toBeGreaterThan(0);
    expect(images / (session + 1)).toBeLessThanOrEqual(IMAGE_POLICY.perSession.max);
  });

  it('a right answer leaves exactly one pass', async () => {
    const k = abuseKit();
    await k.imageCodes.create('u', 'p');
    await k.store.set('img:code:u', JSON.stringify({ hash: hashSecret(k.secret, 'AbCd'), imageId: 'p' }), 300);
    await k.imageCodes.check('u', 'AbCd', 'p');
    expect(await k.imageCodes.takePass('u')).toBe(true);
    expect(await k.imageCodes.takePass('u')).toBe(false);
    await expect(k.imageCodes.check('u', 'AbCd', 'p')).rejects.toBeInstanceOf(WrongCode);
  });
});

describe('identity lookups lock out a client that tries many people', () => {
  it('per session after 10 misses, per address after 50, for an hour', async () => {
    const k = abuseKit();
    const asker = { uuid: 'curious', clientAddress: '10.4.0.1' };
    for (let i = 0; i < IDENTITY_LIMITS.perSession.max; i++) await k.identityGuard.attempt(asker);
    await expect(k.identityGuard.attempt(asker)).rejects.toBeInstanceOf(TooMany);

    // New sessions from the same address: the address limit still holds.
    let allowed = IDENTITY_LIMITS.perSession.max;
    for (let s = 0; s < 10; s++) {
      const fresh = { uuid: `fresh-${s}`, clientAddress: asker.clientAddress };
      for (let i = 0; i < IDENTITY_LIMITS.perSession.max; i++) {
        if ((await outcome(k.identityGuard.attempt(fresh))) !== 'ok') break;
        allowed++;
      }
    }
    expect(allowed).toBe(IDENTITY_LIMITS.perAddress.max);

    // An hour later the address is let in again, with no misses counted against the session.
    k.advance(IDENTITY_LIMITS.perAddress.windowSeconds + 1);
    await expect(k.identityGuard.attempt({ uuid: 'later', clientAddress: asker.clientAddress })).resolves.toBe(0);
  });
});
