import { describe, expect, it } from 'vitest';
import { createIdentityGuard } from '../../platform/identity-guard';
import type { ImageCodes } from '../../platform/image-codes';
import { createLimiter } from '../../platform/limits';
import { createMemoryStore } from '../../platform/memory-store';
import { createProofs } from '../../platform/proofs';
import type { SmsCodes } from '../../platform/sms-codes';
import { roundTripStore } from '../../testing/round-trip-store';
import { createAccess, type Match } from './access';
import type { PolicyHead } from './repo';

function setUp() {
  const counted = roundTripStore(createMemoryStore());
  const store = counted.store;
  const access = createAccess({
    identityGuard: createIdentityGuard(createLimiter(store)),
    imageCodes: {} as ImageCodes,
    proofs: createProofs(store),
    store,
    smsCodes: {} as SmsCodes,
  });
  return { store, access, takeRoundTrips: counted.takeRoundTrips };
}

const head = (policyNo: string, kind: PolicyHead['kind'], vin: string | null) =>
  ({ policyNo, kind, vin }) as PolicyHead;
const match = (row: PolicyHead, applicant = true): Match => ({
  policyNo: row.policyNo,
  row,
  proven: { applicant, insured: false },
});

describe('policy access', () => {
  it('proves the session for what a query found, party by party', async () => {
    const { access } = setUp();
    await access.grant('s1', [match(head('PJAB20261101A000000001', 'noncar', null))]);
    expect(await access.require('s1', 'PJAB20261101A000000001')).toEqual({ applicant: true, insured: false });
    await expect(access.require('s2', 'PJAB20261101A000000001')).rejects.toThrow('保单信息已过期');
  });

  it('lists only proven cars, newest first, and leaves the list alone when a query found no car', async () => {
    const { store, access } = setUp();
    await access.grant('s1', [match(head('PJAB20261101A000000001', 'noncar', null))]);
    // Nothing to list: the list is not even written.
    expect(await store.get('policy:proven:s1')).toBeNull();

    const compulsory = head('PDZA20261101A000000001', 'car', 'LSVAM4187C2184847');
    const commercial = head('PDAA20261101A000000001', 'car', 'LSVAM4187C2184847');
    const other = head('PDAA20261101A000000002', 'car', 'LFV2A21K8C3000001');
    await access.grant('s1', [match(compulsory), match(commercial)]);
    await access.grant('s1', [match(other), match(head('PJAB20261101A000000002', 'noncar', null))]);
    expect(await access.provenCars('s1')).toEqual([other.policyNo, compulsory.policyNo, commercial.policyNo]);

    // A car without a VIN cannot be told apart from another vehicle, so it is not listed.
    await access.grant('s1', [match(head('PDAA20261101A000000003', 'car', null))]);
    expect(await access.provenCars('s1')).toHaveLength(3);
  });

  it('proves a query and reads a proof in one round trip to the store, not one per party', async () => {
    const { access, takeRoundTrips } = setUp();
    const both = {
      ...match(head('PJAB20261101A000000001', 'noncar', null)),
      proven: { applicant: true, insured: true },
    };
    await access.grant('s1', [both, match(head('PJAB20261101A000000002', 'noncar', null))]);
    expect(takeRoundTrips()).toBe(1);
    expect(await access.require('s1', 'PJAB20261101A000000001')).toEqual({ applicant: true, insured: true });
    expect(takeRoundTrips()).toBe(1);
    // A car also goes on the session's list: read with the proofs, written after.
    await access.grant('s1', [match(head('PDAA20261101A000000001', 'car', 'LSVAM4187C2184847'))]);
    expect(takeRoundTrips()).toBe(2);
  });
});
