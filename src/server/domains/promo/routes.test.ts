import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform } from '../../../shared/api/platform';
import { promo } from '../../../shared/api/promo';
import { RESULT } from '../../../shared/result-codes';
import { latestOutbox } from '../../platform/messaging';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_CAMPAIGN_ID } from './seed';
import { MY_COUPONS_NEEDS_CODE } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const codeFor = async (mobile: string, uuid?: string) => {
  expect((await t.call(platform.getSMSCode, { mobile, purpose: 'activity' }, { uuid })).code).toBe(RESULT.OK);
  return t.lastSmsCode(mobile);
};

describe('car-purchase discount activity', () => {
  it('lists Beijing and nationwide activities by default', async () => {
    const res = await t.call(promo.getHotGroupActivity, {});
    expect(res.data.cityCode).toBe('11000000');
    const ids = (res.data.activities as { activityId: string }[]).map((a) => a.activityId);
    expect(ids).toEqual(['CAR-BJ-EV', 'CAR-CN-NEWCAR']);
  });

  it('takes one entry per mobile and answers its discounts', async () => {
    const mobile = '13700001111';
    const code = await codeFor(mobile);
    const body = {
      activityId: 'CAR-BJ-EV',
      applicant: '钱七',
      mobile,
      smsValidCode: code,
      sharePhone: '13700002222',
      cityCode: '11000000',
    };
    const res = await t.call(promo.carDiscount, body);
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.ackNo).toMatch(/^GC\d{14}$/);
    expect((res.data.discounts as unknown[]).length).toBe(3);
    // Both mobiles pasted as a contact card writes them are the same entry's, cleaned by the contract.
    const again = await t.call(promo.carDiscount, {
      ...body,
      mobile: '+86 137 0000 1111',
      sharePhone: '137-0000-2222',
    });
    expect(again.data).toMatchObject({ ackNo: res.data.ackNo, duplicate: true });
    const listed = await t.call(promo.getHotGroupActivity, { cityCode: '11000000' });
    expect((listed.data.activities as { joined: number }[])[0]?.joined).toBe(1);
  });

  it("shows a stored entry only to a session that proved the entry's mobile", async () => {
    const mobile = '13700004444';
    const body = {
      activityId: 'CAR-BJ-EV',
      applicant: '钱七',
      mobile,
      smsValidCode: await codeFor(mobile),
      sharePhone: '',
      cityCode: '11000000',
    };
    const entered = await t.call(promo.carDiscount, body);
    expect(entered.data.duplicate).toBe(false);

    // Another session that types the mobile learns neither its number nor that it joined.
    const stranger = await t.newSession();
    const guessed = await t.call(promo.carDiscount, { ...body, smsValidCode: '000000' }, { uuid: stranger });
    expect(guessed.code).toBe(RESULT.WRONG_CODE);
    expect(guessed.raw).not.toContain(entered.data.ackNo as string);

    // The session that proved it retries without a second code (its first one is used up).
    const retried = await t.call(promo.carDiscount, { ...body, smsValidCode: '000000' });
    expect(retried.data).toMatchObject({ ackNo: entered.data.ackNo, duplicate: true });
  });

  it.each([
    ['share phone', { sharePhone: '13700003333' }, '分享人手机号不能是本人手机号'],
    ['share phone', { sharePhone: '123' }, '请输入正确的分享人手机号'],
    ['applicant', { applicant: '' }, '请输入姓名'],
    ['activity', { activityId: '' }, '请选择优惠活动'],
  ])('refuses a bad %s', async (_f, over, message) => {
    const res = await t.call(promo.carDiscount, {
      activityId: 'CAR-BJ-EV',
      applicant: '钱七',
      mobile: '13700003333',
      smsValidCode: '123456',
      sharePhone: '',
      cityCode: '11000000',
      ...over,
    });
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });

  it('refuses an activity of another city', async () => {
    const res = await t.call(promo.carDiscount, {
      activityId: 'CAR-SH-FAMILY',
      applicant: '钱七',
      mobile: '13700004444',
      smsValidCode: '123456',
      sharePhone: '',
      cityCode: '11000000',
    });
    expect(res.code).toBe(RESULT.REFUSED);
  });
});

describe('red-envelope coupons', () => {
  it('claims one coupon per mobile and lists it only to a session that proved the mobile', async () => {
    const campaign = await t.call(promo.couponCampaign, {});
    expect(campaign.data).toMatchObject({ open: true, campaignId: DEMO_CAMPAIGN_ID, left: 500 });
    const mobile = '13800005555';
    const uuid = await t.newSession();
    const stranger = await t.call(promo.myCoupons, { mobile });
    expect(stranger.code).toBe(RESULT.REFUSED);
    const code = await codeFor(mobile, uuid);
    const claimed = await t.call(
      promo.claimCoupon,
      { campaignId: DEMO_CAMPAIGN_ID, mobile, smsValidCode: code },
      { uuid },
    );
    expect(claimed.code).toBe(RESULT.OK);
    expect(claimed.data).toMatchObject({
      duplicate: false,
      coupon: { amount: '20.00', threshold: '200.00', status: 'unused' },
    });
    // The SMS names the spending threshold, as the coupon card does: without it the coupon read as good on any order.
    const [sms] = (await latestOutbox(t.database.db)).filter(
      (m) => m.recipient === mobile && m.body.includes('红包券'),
    );
    expect(sms?.body).toContain(`券号${(claimed.data.coupon as { couponNo: string }).couponNo}，保费满200.00元可用，`);
    const mine = await t.call(promo.myCoupons, { mobile }, { uuid });
    expect((mine.data.coupons as unknown[]).length).toBe(1);
    expect((await t.call(promo.couponCampaign, {})).data.left).toBe(499);

    const wrong = await t.call(promo.claimCoupon, { campaignId: DEMO_CAMPAIGN_ID, mobile, smsValidCode: '000000' });
    expect(wrong.code).toBe(RESULT.WRONG_CODE);
  });

  it('lists the coupons to the session that claimed them, with the spent code still in the form or none', async () => {
    const mobile = '13800006666';
    const uuid = await t.newSession();
    const code = await codeFor(mobile, uuid);
    const claim = { campaignId: DEMO_CAMPAIGN_ID, mobile, smsValidCode: code };
    expect((await t.call(promo.claimCoupon, claim, { uuid })).code).toBe(RESULT.OK);
    // 查看已领取的红包券 after the claim, the code used for it still typed: the session's proof stands.
    for (const smsValidCode of [code, '']) {
      const mine = await t.call(promo.myCoupons, { mobile, smsValidCode }, { uuid });
      expect({ smsValidCode, code: mine.code, coupons: (mine.data.coupons as unknown[])?.length }).toEqual({
        smsValidCode,
        code: RESULT.OK,
        coupons: 1,
      });
    }
    // Another session is asked for a code of its own, told how; the spent code proves nothing to it.
    const other = await t.newSession();
    const none = await t.call(promo.myCoupons, { mobile, smsValidCode: '' }, { uuid: other });
    expect({ code: none.code, message: none.message }).toEqual({
      code: RESULT.REFUSED,
      message: MY_COUPONS_NEEDS_CODE,
    });
    expect((await t.call(promo.myCoupons, { mobile, smsValidCode: code }, { uuid: other })).code).toBe(
      RESULT.WRONG_CODE,
    );
  });
});
