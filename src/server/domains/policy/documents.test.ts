import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy } from '../../../shared/api/policy';
import { RESULT } from '../../../shared/result-codes';
import { latestOutbox } from '../../platform/messaging';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { renderEPolicy } from './pdf/epolicy';
import { toDetail } from './present';
import { createPolicyRepo } from './repo';
import { MAIL_LIMITS } from './service';
import { demoPolicies, knownImageCode, STRANGER_ID } from './testing/fixtures';
import { pdfText } from './testing/pdf-text';

let t: TestApp;
let demo: Awaited<ReturnType<typeof demoPolicies>>;
beforeAll(async () => {
  t = await startTestApp();
  demo = await demoPolicies(t);
}, 180_000);
afterAll(() => t?.close());

/** A session that has proven the car policy by policy number and ID number. */
async function provenCar() {
  const uuid = await t.newSession();
  const car = demo.carWithPlate;
  const res = await t.call(
    policy.queryEyoungInfo,
    { carPolicyQuery: 'policyNo', policyNo: car.policyNo, identifyNumber: car.insuredIdNo },
    { uuid },
  );
  expect(res.code).toBe(RESULT.OK);
  return { uuid, car };
}

describe('electronic policy', () => {
  it('downloads a real PDF with the policy number, the insured and the coverages in its text', async () => {
    const { uuid, car } = await provenCar();
    const res = await t.app.inject({
      method: 'POST',
      url: policy.downLodElectronicPolicyInput.path,
      payload: await envelopeFor(uuid, { policyNo: car.policyNo, docId: 'epolicy' }),
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(car.policyNo));
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    expect(text).toContain(car.policyNo);
    expect(text).toContain(car.insuredName);
    expect(text).toContain('第三者责任保险');
    expect(text).toContain('保单专用章');
  }, 30_000);

  it('gives the same document as base64 and lists the clause documents', async () => {
    const { uuid, car } = await provenCar();
    const docs = await t.call(policy.queryEPolicy, { policyNo: car.policyNo }, { uuid });
    const list = docs.data.documents as Array<{ docId: string; kind: string }>;
    expect(list[0]).toMatchObject({ docId: 'epolicy', kind: 'epolicy' });
    const clause = list.find((d) => d.kind === 'clause');
    expect(clause).toBeTruthy();
    const res = await t.call(
      policy.downLodElectronicPolicy,
      { policyNo: car.policyNo, docId: clause?.docId as string },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    const { text } = await pdfText(Buffer.from(res.data.base64 as string, 'base64'));
    expect(text).toContain('保险责任');
    const unknown = await t.call(
      policy.downLodElectronicPolicy,
      { policyNo: car.policyNo, docId: 'C-XXX-09' },
      { uuid },
    );
    expect(unknown.code).toBe(RESULT.NOT_FOUND);
  }, 30_000);

  it('e-mails the PDF to the address given, visible in the outbox, and limits repeats', async () => {
    const { uuid, car } = await provenCar();
    const res = await t.call(policy.sendPolicyEmail, { policyNo: car.policyNo, email: 'Owner@Example.com' }, { uuid });
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.maskedEmail).toMatch(/^O\*+@Example\.com$/);
    const [mail] = await latestOutbox(t.database.db);
    expect(mail).toMatchObject({ channel: 'email', recipient: 'Owner@Example.com' });
    expect(mail.attachments).toBe(`电子保单_${car.policyNo}.pdf`);
    expect(mail.subject).toContain(car.policyNo);
    // The letter names the product, read from the same record the PDF was drawn from.
    expect(mail.body).toContain(`附件是您的${car.riskName}电子保单（保单号 ${car.policyNo}）`);
    expect((await t.call(policy.sendPolicyEmail, { policyNo: car.policyNo, email: 'bad@' }, { uuid })).code).toBe(
      RESULT.INVALID_INPUT,
    );
    await t.call(policy.sendPolicyEmail, { policyNo: car.policyNo, email: 'a@example.com' }, { uuid });
    await t.call(policy.sendPolicyEmail, { policyNo: car.policyNo, email: 'a@example.com' }, { uuid });
    const fourth = await t.call(policy.sendPolicyEmail, { policyNo: car.policyNo, email: 'a@example.com' }, { uuid });
    expect(fourth.code).toBe(RESULT.TOO_MANY);
  }, 180_000);

  it("does not let a session without proof use up a policy's mail limit", async () => {
    const p = demo.student;
    const stranger = await t.newSession();
    for (let i = 0; i < MAIL_LIMITS.perPolicy.max + 1; i++) {
      const refused = await t.call(
        policy.sendPolicyEmail,
        { policyNo: p.policyNo, email: 'x@example.com' },
        { uuid: stranger },
      );
      expect(refused.code).toBe(RESULT.REFUSED);
    }
    const holder = await t.newSession();
    const ok = await t.call(
      policy.sendPolicyEmailWhome,
      {
        policyNo: p.policyNo,
        identifyNumber: p.insuredIdNo,
        email: 'holder@example.com',
        verificationCode: await knownImageCode(t, holder),
      },
      { uuid: holder },
    );
    expect(ok.code).toBe(RESULT.OK);
    const [mail] = await latestOutbox(t.database.db);
    expect(mail).toMatchObject({ channel: 'email', recipient: 'holder@example.com' });
  }, 60_000);

  it('e-mails by policy number and ID number with an image code, and not for a stranger', async () => {
    const p = demo.accident;
    const uuid = await t.newSession();
    const stranger = await t.call(
      policy.sendPolicyEmailWhome,
      {
        policyNo: p.policyNo,
        identifyNumber: STRANGER_ID,
        email: 'x@example.com',
        verificationCode: await knownImageCode(t, uuid),
      },
      { uuid },
    );
    expect(stranger.code).toBe(RESULT.NOT_FOUND);
    const ok = await t.call(
      policy.sendPolicyEmailWhome,
      {
        policyNo: p.policyNo,
        identifyNumber: p.insuredIdNo,
        email: 'me@example.com',
        verificationCode: await knownImageCode(t, uuid),
      },
      { uuid },
    );
    expect(ok.code).toBe(RESULT.OK);
  }, 30_000);
});

describe('e-policy copies', () => {
  const repo = () => createPolicyRepo(t.database.db);
  const render = async (policyNo: string, proven: { applicant: boolean; insured: boolean }) => {
    const row = await repo().get(policyNo);
    if (!row) throw new Error(`no ${policyNo}`);
    const data = await renderEPolicy({
      detail: toDetail(row, proven, 0),
      specialAgreements: row.specialAgreements,
      exclusions: row.exclusions,
      verifyUrl: 'https://example.test/verify',
    });
    return (await pdfText(data)).text.replace(/\s+/g, '');
  };

  it('claims legal equivalence on the full copy only; a masked copy says it is a 查看副本 and how to get the full one', async () => {
    const car = demo.carWithPlate;
    const full = await render(car.policyNo, { applicant: true, insured: true });
    expect(full).toContain('与纸质保单具有同等法律效力');
    expect(full).not.toContain('查看副本');
    const masked = await render(car.policyNo, { applicant: false, insured: true });
    expect(masked).not.toContain('与纸质保单具有同等法律效力');
    expect(masked).toContain('查看副本');
    expect(masked).toContain('如需完整电子保单');
  }, 30_000);

  it('shows 初次登记日期 as 新车 only while the new car has no plate', async () => {
    const car = demo.rows.find((r) => r.kind === 'car' && r.isNewCar && !r.licenseNo && r.vin !== demo.newCar.vin);
    if (!car) throw new Error('demo book lacks a second new car');
    const both = { applicant: true, insured: true };
    expect(await render(car.policyNo, both)).toMatch(/初次登记日期[:：]?新车/);
    await t.deps.ports.policyEndorser?.addLicensePlate({
      policyNo: car.policyNo,
      licenseNo: '京A8N4P2',
      endorsementNo: 'E-DOCS-NEWCAR-1',
      effectiveAt: new Date(),
    });
    const plated = await render(car.policyNo, both);
    expect(plated).toContain('京A8N4P2');
    expect(plated).not.toMatch(/初次登记日期[:：]?新车/);
    expect(plated).toMatch(/初次登记日期[:：]?以行驶证为准/);
  }, 30_000);
});

describe('details of a proven policy', () => {
  it('shows vehicle with both policies, special agreements, exclusions and payment', async () => {
    const { uuid, car } = await provenCar();
    const jco = await t.call(policy.selectShieJCO, { policyNo: car.policyNo }, { uuid });
    expect((jco.data.car_Info as { vin: string }).vin).toBe(car.vin);
    expect((jco.data.policies as unknown[]).length).toBe(2);
    const terms = await t.call(policy.checkPolicyInfos, { policyNo: car.policyNo }, { uuid });
    expect((terms.data.specialAgreements as unknown[]).length).toBeGreaterThan(0);
    expect((terms.data.exclusions as unknown[]).length).toBeGreaterThan(0);
    const detail = await t.call(policy.queryPolicyInfo, { policyNo: car.policyNo }, { uuid });
    const kinds = detail.data.clauseKindInfo as Array<{ premium: string }>;
    const sum = kinds.reduce((s, k) => s + Math.round(Number(k.premium) * 100), 0);
    expect(sum).toBe(Math.round(Number(car.premium) * 100));
    expect((detail.data.pay_Info as { amount: string }).amount).toBe(car.premium);
  });

  it('shows the car with a companion whose proof ran out left off, rather than refusing it', async () => {
    const { uuid, car } = await provenCar();
    const both = await t.call(policy.selectShieJCO, { policyNo: car.policyNo }, { uuid });
    const companion = (both.data.policies as Array<{ policyNo: string }>).find((p) => p.policyNo !== car.policyNo);
    expect(companion).toBeDefined();
    // Each proof runs out on its own clock (a later proof of this one renewed only it and the list of cars).
    await t.deps.store.del(`proof:${uuid}:policy:${companion?.policyNo}`);
    const one = await t.call(policy.selectShieJCO, { policyNo: car.policyNo }, { uuid });
    expect(one.code, one.message).toBe(RESULT.OK);
    expect((one.data.policies as Array<{ policyNo: string }>).map((p) => p.policyNo)).toEqual([car.policyNo]);
  });

  it('lists the vehicles of the session', async () => {
    const { uuid, car } = await provenCar();
    const res = await t.call(policy.getVehicleList, {}, { uuid });
    expect(res.data.list).toEqual([
      { licenseNo: car.licenseNo, brandModel: car.brandModel, policyNo: expect.any(String) },
    ]);
  });

  it('leaves off a vehicle once the proofs of its policies ran out, though a later query renewed the list', async () => {
    const { uuid, car } = await provenCar();
    const both = await t.call(policy.selectShieJCO, { policyNo: car.policyNo }, { uuid });
    for (const p of both.data.policies as Array<{ policyNo: string }>)
      await t.deps.store.del(`proof:${uuid}:policy:${p.policyNo}`);
    const res = await t.call(policy.getVehicleList, {}, { uuid });
    expect(res.data.list).toEqual([]);
  });
});

async function envelopeFor(uuid: string, body: Record<string, unknown>) {
  const { checkString } = await import('../../../shared/check-string');
  const { newRequestId } = await import('../../../shared/envelope');
  return { head: { uuid, requestId: newRequestId(), check: checkString(body, uuid) }, body };
}
