import { describe, expect, it } from 'vitest';
import { groupbuy } from '../../../shared/api/groupbuy';
import { RESULT } from '../../../shared/result-codes';
import { BAD_ADDRESS_MESSAGE } from '../../app';
import { createGroupbuyRepo } from './repo';
import { CITY_NOT_OFFERED, MAIL_NEEDS_FRESH_LINK } from './service';
import { groupbuyTestApp, pasted } from './test-kit';

/** A link in use: e-mailed, opened by its short address, and the customer's sign-up through it. */
const kit = groupbuyTestApp();
const { codeFor, form, outboxFor } = kit;

describe('promotion links', () => {
  it('generates one short link with a QR code, e-mails it, and leads to sign-up', async () => {
    const uuid = await kit.t.newSession();
    const code = await codeFor(kit.staff.mobile, 'groupBuy', uuid);
    // The mobile as the page sends it when pasted: cleaned by the contract, it is the register's and the code's.
    const res = await kit.t.call(
      groupbuy.generateLink,
      form({ smsValidCode: code, phoneNumber: pasted(kit.staff.mobile) }),
      {
        uuid,
        headOverrides: { requestId: 'gb-1' },
      },
    );
    expect(res.code).toBe(RESULT.OK);
    const link = res.data as {
      groupByNo: string;
      shortUrl: string;
      qrDataUrl: string;
      targetPath: string;
      reused: boolean;
    };
    expect(link.groupByNo).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(link.shortUrl).toMatch(new RegExp(`/g/${link.groupByNo}$`));
    expect(link.qrDataUrl).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(link.reused).toBe(false);

    const retry = await kit.t.call(
      groupbuy.generateLink,
      form({ smsValidCode: code, phoneNumber: pasted(kit.staff.mobile) }),
      {
        uuid,
        headOverrides: { requestId: 'gb-1' },
      },
    );
    expect(retry.data).toMatchObject({ groupByNo: link.groupByNo, reused: true });

    const redirect = await kit.t.app.inject({ url: `/g/${link.groupByNo}` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/home/#/enter-online?tg=${link.groupByNo}`);
    expect((await kit.t.app.inject({ url: '/g/nothere1' })).headers.location).toBe('/home/#/404');

    const stranger = await kit.t.call(groupbuy.tgsendEmail, { groupByNo: link.groupByNo, email: 'x@example.com' });
    expect(stranger.code).toBe(RESULT.REFUSED);
    expect(stranger.message).toBe(MAIL_NEEDS_FRESH_LINK);
    const mailed = await kit.t.call(
      groupbuy.tgsendEmail,
      { groupByNo: link.groupByNo, email: 'staff@example.com' },
      { uuid },
    );
    expect(mailed.data.sentTo).toBe('s****@example.com');
    const [mail] = await outboxFor('staff@example.com');
    expect(mail?.body).toContain(link.shortUrl);
    expect(mail?.attachments).toBe(`推广二维码-${link.groupByNo}.png`);

    const promoter = await kit.t.call(groupbuy.promoterOfLink, { groupByNo: link.groupByNo });
    expect(promoter.data).toMatchObject({ kind: 'car', promoteProduct: '车险' });

    const mobile = '13612345678';
    const signCode = await codeFor(mobile, 'activity');
    const lead = {
      groupByNo: link.groupByNo,
      name: '赵六',
      mobile,
      smsValidCode: signCode,
      cityCode: '11010000',
      product: '家用车险' as const,
    };
    const signed = await kit.t.call(groupbuy.enterOnline, lead);
    expect(signed.code).toBe(RESULT.OK);
    expect(signed.data).toMatchObject({ duplicate: false, promoterName: promoter.data.promoterName });
    expect((await outboxFor(kit.staff.mobile))[0]?.body).toContain('新客户报名');
    // The same mobile pasted with its country code and spaces is the same lead, not a second one.
    const again = await kit.t.call(groupbuy.enterOnline, { ...lead, mobile: pasted(mobile) });
    expect(again.data).toMatchObject({ ackNo: signed.data.ackNo, duplicate: true });
    // Another session that types the mobile learns neither the number nor that it signed up.
    const otherSession = await kit.t.newSession();
    const guessed = await kit.t.call(groupbuy.enterOnline, { ...lead, smsValidCode: '000000' }, { uuid: otherSession });
    expect(guessed.code).toBe(RESULT.WRONG_CODE);
    expect(guessed.raw).not.toContain(signed.data.ackNo as string);
    expect(await createGroupbuyRepo(kit.t.database.db).leadsOf(link.groupByNo)).toBe(1);
  });

  it('mails a link once when the send button is tapped twice', async () => {
    const { uuid, ask } = await kit.provenAsk(3);
    const made = await kit.t.call(groupbuy.generateLink, ask, { uuid });
    expect(made.code).toBe(RESULT.OK);
    const mail = { groupByNo: made.data.groupByNo as string, email: 'twice@example.com' };
    const taps = await Promise.all([1, 2].map(() => kit.t.call(groupbuy.tgsendEmail, mail, { uuid })));
    expect(taps.map((tap) => tap.data.sentTo)).toEqual(['t****@example.com', 't****@example.com']);
    expect(await outboxFor('twice@example.com')).toHaveLength(1);
  });

  it('refuses an unknown employee and a sign-up through an unknown link', async () => {
    const uuid = await kit.t.newSession();
    const mobile = '13000000003';
    const smsValidCode = await codeFor(mobile, 'groupBuy', uuid);
    const unknown = form({ employeeNo: '99990000', phoneNumber: mobile, smsValidCode });
    expect((await kit.t.call(groupbuy.generateLink, unknown, { uuid })).code).toBe(RESULT.NOT_FOUND);
    const res = await kit.t.call(groupbuy.enterOnline, {
      groupByNo: 'ZZZZZZZZ',
      name: '赵六',
      mobile: '13612340000',
      smsValidCode: '123456',
      cityCode: '11010000',
      product: '意外险',
    });
    expect(res.code).toBe(RESULT.NOT_FOUND);
  });

  it('refuses a sign-up city the picker does not offer, before the SMS code is spent', async () => {
    const uuid = await kit.t.newSession();
    const mobile = '13612340011';
    const lead = {
      name: '钱七',
      mobile,
      smsValidCode: await codeFor(mobile, 'activity', uuid),
      cityCode: '44030000',
      product: '意外险' as const,
    };
    // A province, a county, a city of no province, a city code of no city.
    for (const cityCode of ['11000000', '11010100', '99010000', '44999900']) {
      const res = await kit.t.call(groupbuy.enterOnline, { ...lead, cityCode }, { uuid });
      expect({ cityCode, code: res.code, message: res.message }).toEqual({
        cityCode,
        code: RESULT.INVALID_INPUT,
        message: CITY_NOT_OFFERED,
      });
    }
    // The corrected city goes through with the same code. A municipality's own city (北京市) is a city: it
    // passes the city check and is stopped only by the code it lacks.
    expect((await kit.t.call(groupbuy.enterOnline, lead, { uuid })).code).toBe(RESULT.OK);
    const beijing = await kit.t.call(groupbuy.enterOnline, { ...lead, mobile: '13612340012', cityCode: '11010000' });
    expect(beijing.code).toBe(RESULT.WRONG_CODE);
  });

  it('answers a short link the router cannot read in Chinese, not in English JSON', async () => {
    // A link cut or mistyped when copied: a broken %-escape, or a code far past any link's length.
    for (const url of ['/g/%ZZ', `/g/${'a'.repeat(200)}`]) {
      const res = await kit.t.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.body).toBe(BAD_ADDRESS_MESSAGE);
    }
    // An API address the same: the envelope every answer has.
    const res = await kit.t.app.inject({ method: 'POST', url: '/kej/waround/api/groupBuy/%ZZ', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().body.common).toEqual({ resultCode: RESULT.INVALID_INPUT, resultMsg: BAD_ADDRESS_MESSAGE });
  });
});
