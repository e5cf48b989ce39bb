import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../platform/limits';
import { createMemoryStore } from '../../platform/memory-store';
import { MAILBOX_LIMIT, type Mail } from '../../platform/messaging';
import { toRecord } from './records';
import type { PolicyRow } from './repo';
import { createPolicyService, MAIL_LIMITS, type PolicyServiceDeps } from './service';

const person = { name: '王芳', identifyNumber: '440524188001010014', mobile: '13800138000' };
const row = {
  ...toRecord(
    {
      policyNo: 'PEAK20261101A000000001',
      riskCode: 'EAK',
      riskName: '个人意外伤害保险',
      kind: 'noncar',
      applicant: person,
      insured: person,
      cityCode: '11010000',
      comCode: '11010000',
      startDate: '2026-03-01',
      endDate: '2027-02-28',
      premium: '120.00',
      sumInsured: '100000.00',
      vehicle: null,
    },
    '人保财险北京市分公司',
  ),
} as unknown as PolicyRow;

/** The policy service with one proven policy and a mail server that refuses the first `failures` mails. */
function serviceWithMailer(failures: number) {
  const sent: Mail[] = [];
  let refused = 0;
  const service = createPolicyService({
    repo: { get: async () => row, endorsementCount: async () => 0 },
    access: { require: async () => ({ applicant: true, insured: true }) },
    limiter: createLimiter(createMemoryStore()),
    mailer: {
      async send(mail: Mail) {
        if (refused < failures) {
          refused += 1;
          throw new Error('mail server unavailable');
        }
        sent.push(mail);
      },
    },
    secret: 'test',
  } as unknown as PolicyServiceDeps);
  return { service, sent };
}

describe("the e-policy's mail limits", () => {
  it('count only mails that went: a send the mail server refused leaves the policy its three an hour', async () => {
    const { service, sent } = serviceWithMailer(1);
    const mail = () => service.mail('session-1', row.policyNo, 'me@example.com', 'https://portal.test');
    await expect(mail()).rejects.toThrow('mail server unavailable');
    for (let i = 0; i < MAIL_LIMITS.perPolicy.max; i += 1) await mail();
    expect(sent).toHaveLength(MAIL_LIMITS.perPolicy.max);
    await expect(mail()).rejects.toThrow(MAIL_LIMITS.perPolicy.message);
  }, 60_000);

  it("do not take a session's mail for a policy refused by its own limit", async () => {
    const { service, sent } = serviceWithMailer(0);
    const mail = () => service.mail('session-2', row.policyNo, 'me@example.com', 'https://portal.test');
    for (let i = 0; i < MAIL_LIMITS.perPolicy.max; i += 1) await mail();
    // Refused by the policy's limit, again and again: the session's own ten stay for its other policies.
    for (let i = 0; i < MAIL_LIMITS.perSession.max; i += 1)
      await expect(mail()).rejects.toThrow(MAIL_LIMITS.perPolicy.message);
    expect(sent).toHaveLength(MAIL_LIMITS.perPolicy.max);
    // Another policy of the session (the stub reads every number as the one record).
    await expect(
      service.mail('session-2', 'PEAK20261101A000000002', 'me@example.com', 'https://portal.test'),
    ).resolves.toEqual({
      maskedEmail: 'm*@example.com',
    });
  }, 60_000);

  it("stop at a mailbox's ten an hour, whichever sessions and policies ask", async () => {
    const { service, sent } = serviceWithMailer(0);
    // Fresh sessions and other policies each: only the mailbox's own limit can stop them.
    const mailFrom = (n: number, email: string) =>
      service.mail(`session-m${n}`, `PEAK20261101B00000000${n}`, email, 'https://portal.test');
    for (let n = 0; n < MAILBOX_LIMIT.max; n += 1)
      await mailFrom(n, n % 2 ? 'Victim@Example.com' : 'victim@example.com');
    await expect(mailFrom(MAILBOX_LIMIT.max, 'victim@example.com')).rejects.toThrow(MAILBOX_LIMIT.message);
    expect(sent).toHaveLength(MAILBOX_LIMIT.max);
    await expect(mailFrom(MAILBOX_LIMIT.max, 'someone-else@example.com')).resolves.toBeDefined();
  }, 60_000);
});
