import { describe, expect, it } from 'vitest';
import { roundTripStore } from '../testing/round-trip-store';
import { NotFound, Refused, TooMany, UpstreamDown } from './errors';
import { createIdentityGuard, IDENTITY_LIMITS } from './identity-guard';
import { createLimiter } from './limits';
import { createMemoryStore } from './memory-store';
import { createProofs } from './proofs';

describe('identity guard', () => {
  it('locks out a session after ten misses, and a new session on the same address after fifty', async () => {
    const guard = createIdentityGuard(createLimiter(createMemoryStore()));
    const asker = { uuid: 'a'.repeat(32), clientAddress: '10.9.0.1' };
    for (let i = 0; i < IDENTITY_LIMITS.perSession.max; i++)
      // It gives the session's misses before this one: the policy query asks for an image code from them.
      expect(await guard.attempt(asker)).toBe(i);
    await expect(guard.ensureAllowed(asker)).rejects.toBeInstanceOf(TooMany);
    await expect(guard.attempt(asker)).rejects.toBeInstanceOf(TooMany);

    for (let s = 1; s < 5; s++) {
      const other = { uuid: String(s).repeat(32), clientAddress: '10.9.0.1' };
      for (let i = 0; i < 10; i++) await guard.attempt(other);
    }
    const fresh = { uuid: 'f'.repeat(32), clientAddress: '10.9.0.1' };
    await expect(guard.attempt(fresh)).rejects.toBeInstanceOf(TooMany);
    await expect(guard.attempt({ uuid: 'e'.repeat(32), clientAddress: '10.9.0.2' })).resolves.toBe(0);
  });

  it('counts lookups sent together against the limit, each as it starts, and gives back those that matched', async () => {
    const guard = createIdentityGuard(createLimiter(createMemoryStore()));
    const asker = { uuid: 'b'.repeat(32), clientAddress: '10.9.0.3' };
    // Thirty lookups at once: read first and counted after, every one of them read no miss and ran.
    const started = await Promise.allSettled(Array.from({ length: 30 }, () => guard.attempt(asker)));
    expect(started.filter((s) => s.status === 'fulfilled')).toHaveLength(IDENTITY_LIMITS.perSession.max);
    // Each saw the ones before it: the image code is asked for from the fourth on.
    const seen = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Refused ones are not counted: three that matched are given back, and three more may run.
    for (let i = 0; i < 3; i++) await guard.notAMiss(asker);
    for (let i = 0; i < 3; i++) await guard.attempt(asker);
    await expect(guard.attempt(asker)).rejects.toBeInstanceOf(TooMany);
  });
});

describe('one identity lookup', () => {
  const asker = { uuid: 'c'.repeat(32), clientAddress: '10.9.0.4' };

  it('keeps a miss only when the person was not found or did not match', async () => {
    const guard = createIdentityGuard(createLimiter(createMemoryStore()));
    await expect(guard.lookup(asker, async () => 'found')).resolves.toBe('found');
    await expect(guard.lookup(asker, async () => Promise.reject(new NotFound('未查询到')))).rejects.toBeInstanceOf(
      NotFound,
    );
    await expect(guard.lookup(asker, async () => Promise.reject(new Refused('手机号不一致')))).rejects.toBeInstanceOf(
      Refused,
    );
    // Two misses kept, the match given back: the next lookup is told of two before it.
    await expect(guard.lookup(asker, async (missesBefore) => missesBefore)).resolves.toBe(2);
  });

  it('gives the count back when the lookup failed for a reason that is not the person (an outage)', async () => {
    const guard = createIdentityGuard(createLimiter(createMemoryStore()));
    // More failed lookups than the lockout allows, as a customer retrying through a database outage.
    for (let i = 0; i < IDENTITY_LIMITS.perSession.max + 5; i++) {
      const failed = guard.lookup(asker, async () => Promise.reject(new UpstreamDown('系统繁忙')));
      await expect(failed).rejects.toBeInstanceOf(UpstreamDown);
      await expect(guard.lookup(asker, async () => Promise.reject(new Error('connection closed')))).rejects.toThrow();
    }
    // After it, the customer is neither locked out nor asked for an image code.
    await guard.ensureAllowed(asker);
    await expect(guard.lookup(asker, async (missesBefore) => missesBefore)).resolves.toBe(0);
  });
});

describe('proofs', () => {
  it('holds per session and subject until revoked', async () => {
    const proofs = createProofs(createMemoryStore());
    await proofs.grant('s1', 'policy:PDAA1');
    expect(await proofs.has('s1', 'policy:PDAA1')).toBe(true);
    expect(await proofs.has('s2', 'policy:PDAA1')).toBe(false);
    expect(await proofs.has('s1', 'policy:PDAA2')).toBe(false);
    await proofs.revoke('s1', 'policy:PDAA1');
    expect(await proofs.has('s1', 'policy:PDAA1')).toBe(false);
  });
});

describe('round trips to the store', () => {
  const asker = { uuid: 'a'.repeat(32), clientAddress: '10.9.0.3' };

  it('reads both miss counters, counts a lookup on both and gives it back, in one round trip each', async () => {
    const { store, takeRoundTrips } = roundTripStore(createMemoryStore());
    const guard = createIdentityGuard(createLimiter(store));
    expect(await guard.attempt(asker)).toBe(0);
    expect(takeRoundTrips()).toBe(1);
    await guard.ensureAllowed(asker);
    expect(takeRoundTrips()).toBe(1);
    await guard.notAMiss(asker);
    expect(takeRoundTrips()).toBe(1);
    expect(await guard.attempt(asker)).toBe(0);
  });

  it('grants and reads several proofs in one round trip, each read in the order asked', async () => {
    const { store, takeRoundTrips } = roundTripStore(createMemoryStore());
    const proofs = createProofs(store);
    await proofs.grantAll('s1', ['order:1', 'order:2', 'order:3']);
    expect(takeRoundTrips()).toBe(1);
    expect(await proofs.hasEach('s1', ['order:2', 'order:9', 'order:1'])).toEqual([true, false, true]);
    expect(takeRoundTrips()).toBe(1);
    expect(await proofs.hasEach('s2', ['order:1'])).toEqual([false]);
  });
});
