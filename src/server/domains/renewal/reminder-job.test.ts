/** The renewal reminder job over the database: each reminder once, none once renewed (the SMS wording: reminders.test.ts). */
import { describe, expect, it } from 'vitest';
import { demoBook } from '../../db/seed/book';
import { loadRegions } from '../../db/seed/regions-data';
import { latestOutbox } from '../../platform/messaging';
import { addDays } from './pricing';
import { createReminderJob } from './reminders';
import { createRenewalRepo } from './repo';
import { companyCarRenewal, lapsedCompulsoryCarRenewal, passportCarRenewal } from './seed';
import { daysLeft, inWindow, renewalTestApp, today } from './test-kit';

const kit = renewalTestApp();

describe('the renewal reminder job', () => {
  it('sends each reminder once, however often and on however many instances the job runs, and none once renewed', async () => {
    // A customer who renewed early (the window opens 90 days ahead, reminders 30) is not told to renew.
    // The demo book's dates follow today: the car nearest its end is within 30 days.
    const early = inWindow.find((p) => daysLeft(p.endDate) <= 30);
    if (!early) throw new Error('no car within 30 days of its end');
    await kit.renew(early, 'SBXRENEWEARLY');
    const renewedVins = new Set([early.vehicle?.vin]);
    const renewed = (p: { vin?: string | null }) => renewedVins.has(p.vin ?? undefined);
    // Two server instances: two jobs over the same database, started at the same moment.
    const instance = () =>
      createReminderJob({
        repo: createRenewalRepo(kit.t.database.db),
        sms: kit.t.deps.smsSender,
        reminderDays: 30,
        ports: kit.t.deps.ports,
        log: kit.t.deps.log,
      });
    const run = instance();
    const [a, b] = await Promise.all([run(), instance()()]);
    const second = await run();
    expect(second).toBe(0);
    // Every car the renewal seed holds: the shared book's and the renewal domain's own (the company's and the
    // foreign national's, the one whose compulsory part lapsed), dated from the demo day, so which of them is due moves with today's date.
    const seeded = [
      ...demoBook(loadRegions()).map((p) => ({
        policyNo: p.policyNo,
        endDate: p.endDate,
        mobile: p.applicant.mobile,
        vin: p.vehicle?.vin,
      })),
      ...[...companyCarRenewal(), ...passportCarRenewal(), ...lapsedCompulsoryCarRenewal()].map((p) => ({
        policyNo: p.policyNo,
        endDate: p.endDate,
        mobile: p.applicantMobile,
        vin: p.vin,
      })),
    ];
    const ending = seeded.filter((p) => daysLeft(p.endDate) >= 1 && daysLeft(p.endDate) <= 30);
    const due = ending.filter((p) => !renewed(p));
    expect(due.length).toBeGreaterThan(0);
    expect(a + b).toBe(due.length);
    const outbox = await latestOutbox(kit.t.database.db, 1000);
    const remindersOf = (p: (typeof ending)[number]) =>
      outbox.filter((m) => m.recipient === p.mobile && m.body.includes(p.policyNo) && m.body.includes('到期'));
    for (const p of due) expect(remindersOf(p)).toHaveLength(1);
    const renewedParts = ending.filter(renewed);
    expect(renewedParts.length).toBeGreaterThanOrEqual(2);
    for (const p of renewedParts) expect(remindersOf(p), p.policyNo).toHaveLength(0);
    // The port other domains ask (the home page's renewal window): the renewed car's policies, not the others.
    const asked = [...renewedParts, ...due].map((p) => p.policyNo);
    expect((await kit.t.deps.ports.renewalStatus?.renewed(asked))?.sort()).toEqual(
      renewedParts.map((p) => p.policyNo).sort(),
    );
  });

  it('reminds a car whose compulsory and commercial parts end the same day once, in one SMS naming both', async () => {
    // The usual car: both parts bought together, so both end together. Two SMS the same day read as a
    // mistake (or a scam); one names both, and the one-click renewal renews both.
    const repo = createRenewalRepo(kit.t.database.db);
    const endDate = addDays(today, 12);
    const car = {
      kind: 'car' as const,
      applicantName: '柏文静',
      applicantIdNumber: '11010519491231002X',
      applicantMobile: '13912340078',
      insuredName: '柏文静',
      insuredIdNumber: '11010519491231002X',
      insuredMobile: '13912340078',
      cityCode: '11000000',
      comCode: '11000000',
      licenseNo: '京N7K2Q5',
      vin: '1M8GDM9AXKP042788',
      engineNo: 'E20261130',
      brandModel: '大众朗逸 1.5L 自动',
      isNewCar: false,
      startDate: addDays(endDate, -364),
      endDate,
      sumInsured: '200000.00',
    };
    const ci = { ...car, policyNo: 'PDZA202611019990000001', riskCode: 'DZA', riskName: '机动车交通事故责任强制保险' };
    const bi = { ...car, policyNo: 'PDAA202611019990000002', riskCode: 'DAA', riskName: '机动车商业保险' };
    await repo.insertPolicies([
      { ...ci, premium: '950.00' },
      { ...bi, premium: '3200.00' },
    ]);
    const instance = () =>
      createReminderJob({
        repo,
        sms: kit.t.deps.smsSender,
        reminderDays: 30,
        ports: kit.t.deps.ports,
        log: kit.t.deps.log,
      });
    // Two instances at once, then a later run: still one SMS (the earlier test's reminders are all sent).
    const [a, b] = await Promise.all([instance()(), instance()()]);
    expect(a + b + (await instance()())).toBe(1);
    const outbox = await latestOutbox(kit.t.database.db, 1000);
    const reminders = outbox.filter((m) => m.recipient === car.applicantMobile && m.body.includes('到期'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].body).toContain(`交强险保单${ci.policyNo}`);
    expect(reminders[0].body).toContain(`商业险保单${bi.policyNo}`);
    expect(reminders[0].body).toContain(`（${car.licenseNo}）将于${endDate}到期`);
  });
});
