import { randomInt } from 'node:crypto';
import { SMS_PURPOSE_TEXT, type SmsPurpose } from '../../shared/api/platform';
import { SMS_CODE_LENGTH } from '../../shared/constants';
import { TooMany, WrongCode } from './errors';
import { hashSecret, randomToken, sameHash } from './hashing';
import type { Limiter } from './limits';
import { maskMobile } from './masking';
import type { SmsSender } from './messaging';
import type { Store } from './store';

/** OTP norms (OWASP ASVS 2.7, gateway defaults): see domain-facts.md. */
export const SMS_POLICY = {
  expiresIn: 300,
  resendAfter: 60,
  maxWrongEntries: 5,
  ticketTtl: 600,
  perMobileHour: {
    name: 'sms-mobile-hour',
    max: 5,
    windowSeconds: 3600,
    message: '该手机号获取验证码过于频繁，请1小时后再试',
  },
  perMobileDay: {
    name: 'sms-mobile-day',
    max: 10,
    windowSeconds: 86400,
    message: '该手机号今日获取验证码次数已达上限',
  },
  perClientHour: { name: 'sms-client-hour', max: 10, windowSeconds: 3600, message: '获取验证码过于频繁，请稍后再试' },
  perAddressHour: { name: 'sms-address-hour', max: 30, windowSeconds: 3600, message: '获取验证码过于频繁，请稍后再试' },
} as const;

export interface Client {
  uuid: string;
  address: string;
}

export function createSmsCodes(deps: { store: Store; limiter: Limiter; sender: SmsSender; secret: string }) {
  const { store, limiter, sender, secret } = deps;
  const codeKey = (purpose: string, mobile: string) => `sms:code:${purpose}:${mobile}`;
  const attemptsKey = (purpose: string, mobile: string) => `sms:attempts:${purpose}:${mobile}`;
  const gapKey = (mobile: string) => `sms:gap:${mobile}`;
  const ticketKey = (ticket: string) => `sms:ticket:${ticket}`;

  return {
    async send(mobile: string, purpose: SmsPurpose, client: Client) {
      // The caller's own caps come before the mobile's gap: a caller they refuse
      // must not take the gap, or someone past their own quota could keep any
      // phone from its codes, one free refusal a minute.
      await limiter.hit(SMS_POLICY.perAddressHour, client.address);
      await limiter.hit(SMS_POLICY.perClientHour, client.uuid);
      // The 60-second gap is per mobile whatever the purpose: it protects the phone's owner.
      // Before the mobile's caps, so that asks within the gap do not use them up.
      if (!(await store.setIfAbsent(gapKey(mobile), '1', SMS_POLICY.resendAfter))) {
        // Nothing is sent, so the ask does not count against the caller either
        // (a customer tapping twice keeps the session's allowance).
        await limiter.giveBack(SMS_POLICY.perAddressHour, client.address);
        await limiter.giveBack(SMS_POLICY.perClientHour, client.uuid);
        const left = await store.ttl(gapKey(mobile));
        throw new TooMany(`请${Math.max(1, left)}秒后再获取验证码`);
      }
      await limiter.hit(SMS_POLICY.perMobileHour, mobile);
      await limiter.hit(SMS_POLICY.perMobileDay, mobile);
      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      await store.set(codeKey(purpose, mobile), hashSecret(secret, code), SMS_POLICY.expiresIn);
      await store.del(attemptsKey(purpose, mobile));
      try {
        await sender.send(
          mobile,
          `【人保财险】您正在办理${SMS_PURPOSE_TEXT[purpose]}，验证码${code}，${SMS_POLICY.expiresIn / 60}分钟内有效。请勿泄露给他人。`,
        );
      } catch (err) {
        // Nothing reached the phone: the customer may ask again at once, and no
        // code that was never delivered stays valid. The caps keep their count.
        await store.del(gapKey(mobile));
        await store.del(codeKey(purpose, mobile));
        throw err;
      }
      return { resendAfter: SMS_POLICY.resendAfter, expiresIn: SMS_POLICY.expiresIn, maskedMobile: maskMobile(mobile) };
    },

    /** Uses the code up; throws WrongCode with the number of tries left. */
    async verify(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
      await this.check(mobile, purpose, code);
      await this.use(mobile, purpose);
    },

    /**
     * Compares the code without using it up; the entry still counts toward the five. For a
     * caller that must see whether the rest of the request holds before spending the code
     * (a policy query whose plate was mistyped keeps its code), then calls `use`.
     */
    async check(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
      const stored = await store.get(codeKey(purpose, mobile));
      if (!stored) throw new WrongCode('验证码已失效，请重新获取');
      // Each entry is counted before it is compared, in one atomic step: guesses
      // sent at once all read the code before the fifth miss could delete it, so
      // counting only the misses afterwards let hundreds be compared, not five.
      const attempt = await store.incr(attemptsKey(purpose, mobile), SMS_POLICY.expiresIn);
      const right = attempt <= SMS_POLICY.maxWrongEntries && sameHash(stored, hashSecret(secret, code));
      if (!right) {
        const left = SMS_POLICY.maxWrongEntries - attempt;
        if (left <= 0) {
          await store.del(codeKey(purpose, mobile));
          throw new WrongCode('验证码错误次数过多，请重新获取');
        }
        throw new WrongCode(`验证码错误，还可尝试${left}次`);
      }
    },

    /** Spends a code `check` accepted. */
    async use(mobile: string, purpose: SmsPurpose): Promise<void> {
      // Whoever deletes the code first is the one use; a parallel duplicate loses.
      if (!(await store.del(codeKey(purpose, mobile)))) throw new WrongCode('验证码已失效，请重新获取');
      await store.del(attemptsKey(purpose, mobile));
    },

    /** Verifies and hands out a single-use ticket for the submission that follows. */
    async exchange(mobile: string, purpose: SmsPurpose, code: string): Promise<string> {
      await this.verify(mobile, purpose, code);
      const ticket = randomToken();
      await store.set(ticketKey(ticket), JSON.stringify({ mobile, purpose }), SMS_POLICY.ticketTtl);
      return ticket;
    },

    /** True once for a ticket issued for this mobile and purpose. */
    async redeem(ticket: string, mobile: string, purpose: SmsPurpose): Promise<boolean> {
      const raw = await store.take(ticketKey(ticket));
      if (!raw) return false;
      const saved = JSON.parse(raw) as { mobile: string; purpose: string };
      return saved.mobile === mobile && saved.purpose === purpose;
    },
  };
}
export type SmsCodes = ReturnType<typeof createSmsCodes>;
