import { describe, expect, it } from 'vitest';
import { claims } from '../../../shared/api/claims';
import { newcar } from '../../../shared/api/newcar';
import { payment } from '../../../shared/api/payment';
import { RESULT } from '../../../shared/result-codes';
import { hashSecret } from '../../platform/hashing';
import type { SeededOrder } from './seed';
import { notifyPaid, orders, PAY_HEAD, paymentTestApp, t, today, waitForStatus } from './test-kit';

paymentTestApp();

/** Shows an image to the session and replaces its answer with a known one (tests cannot read the image). */
async function knownImageCode(uuid: string, code = 'aB3d') {
  await t.deps.store.set(
    `img:code:${uuid}`,
    JSON.stringify({ hash: hashSecret(t.deps.config.appSecret, code), imageId: 'nc' }),
    300,
  );
  return code;
}

describe('a policy bought in the portal, beyond the policy query', () => {
  it('is a new car whose plate can be added, and a policy whose claims can be looked up', async () => {
    // Customer 10's new car, not registered yet: its order is found by the frame number.
    const o = orders.find((x) => x.kind === 'car' && !x.licenseNo && x.lastPayDate >= today) as SeededOrder;
    expect(o).toBeDefined();
    const found = await t.call(payment.groupGet, {
      payerType: 'car',
      frameNo: o.frameNo,
      identifyNumber: o.payerIdNumber,
      applyMobile: o.payerMobile,
    });
    expect(found.code).toBe(RESULT.OK);
    const start = await t.call(payment.newGetPaymentInfo, { orderId: o.orderId }, PAY_HEAD);
    expect(start.code).toBe(RESULT.OK);
    expect((await notifyPaid(t, start.data.tradeNo, start.data.payAmount)).body).toBe('success');
    const done = await waitForStatus(o.orderId, 'paid');
    const policyNos = (done.data.policies as Array<{ policyNo: string }>).map((p) => p.policyNo).sort();
    expect(policyNos).toHaveLength(2);

    // Claims: no claim yet, said as such (not 未查询到相关保单信息, which also counts a miss).
    for (const policyNo of policyNos) {
      const none = await t.call(
        claims.queryCarClaim,
        { policyNo, identifyNumber: o.payerIdNumber },
        { uuid: await t.newSession() },
      );
      expect(none.code, policyNo).toBe(RESULT.NOT_FOUND);
      expect(none.message, policyNo).toBe('该保单暂无理赔记录');
    }

    // 新车补录车牌: the policy is found, and the plate goes on both of the car's policies.
    const uuid = await t.newSession();
    const code = await knownImageCode(uuid);
    const query = await t.call(
      newcar.queryCorrect,
      { policyNo: policyNos[1], insuredIdentifyNo: o.payerIdNumber, code, prePic: 'nc' },
      { uuid },
    );
    expect(query.code, query.message).toBe(RESULT.OK);
    const plate = await t.call(
      newcar.updateCorrect,
      { policyNo: policyNos[1], licenseNo: '京N7Q3P5', confirmed: true },
      { uuid },
    );
    expect(plate.code, plate.message).toBe(RESULT.OK);
    expect(plate.data).toMatchObject({ licenseBefore: null, licenseAfter: '京N7Q3P5', policyUpdated: true });
    expect([...(plate.data.updatedPolicyNos as string[])].sort()).toEqual(policyNos);
  });
});
