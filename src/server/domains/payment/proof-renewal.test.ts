import { describe, expect, it } from 'vitest';
import { payment } from '../../../shared/api/payment';
import { RESULT } from '../../../shared/result-codes';
import { PROOF_TTL_SECONDS } from '../../platform/proofs';
import { proofOf } from './service';
import { carOrder, findCar, paymentTestApp, t } from './test-kit';

paymentTestApp();

describe('the proof a find gives an order', () => {
  it('lasts half an hour from the last read of the order, not from the find', async () => {
    const o = carOrder();
    const uuid = await t.newSession();
    expect((await findCar(o, uuid)).code).toBe(RESULT.OK);
    // Nearly half an hour after the find: the proof has seconds left.
    const key = `proof:${uuid}:${proofOf(o.orderId)}`;
    await t.deps.store.set(key, '1', 5);
    expect((await t.call(payment.queryOrderCenter, { orderId: o.orderId }, { uuid })).code).toBe(RESULT.OK);
    // The read renewed it: the customer may take another half hour at the cashier and come back.
    expect(await t.deps.store.ttl(key)).toBeGreaterThan(PROOF_TTL_SECONDS - 60);
  });
});
