import { createIdentityGuard } from '../platform/identity-guard';
import { createImageCodes } from '../platform/image-codes';
import { createLimiter } from '../platform/limits';
import { createMemoryStore } from '../platform/memory-store';
import type { SmsSender } from '../platform/messaging';
import { createSmsCodes } from '../platform/sms-codes';
import { codeInSms } from '../testing/sms-code';

/**
 * The platform's abuse defences wired on a memory store with a clock the test
 * moves, so ten thousand guesses over simulated hours run in a second.
 */
export function abuseKit() {
  let now = Date.UTC(2026, 10, 22, 0, 0, 0);
  const store = createMemoryStore('', () => now);
  const limiter = createLimiter(store);
  const sent: Array<{ mobile: string; code: string }> = [];
  const sender: SmsSender = {
    async send(mobile, text) {
      sent.push({ mobile, code: codeInSms(text) ?? '' });
    },
  };
  const secret = 'abuse-test-secret-0123456789';
  return {
    store,
    limiter,
    secret,
    sent,
    smsCodes: createSmsCodes({ store, limiter, sender, secret }),
    imageCodes: createImageCodes({ store, limiter, secret }),
    identityGuard: createIdentityGuard(limiter),
    /** Moves the clock on. */
    advance(seconds: number) {
      now += seconds * 1000;
    },
    lastCode(mobile: string): string | undefined {
      return sent.filter((s) => s.mobile === mobile).at(-1)?.code;
    },
  };
}

/** A six-digit code other than `not`, from a deterministic sequence. */
export function wrongCode(i: number, not: string): string {
  const guess = String((i * 7919 + 13) % 1_000_000).padStart(6, '0');
  return guess === not ? String((Number(guess) + 1) % 1_000_000).padStart(6, '0') : guess;
}
