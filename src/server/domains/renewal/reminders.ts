import type { FastifyBaseLogger } from 'fastify';
import { HOTLINE } from '../../../shared/constants';
import { carPartName } from '../../../shared/rules';
import type { SmsSender } from '../../platform/messaging';
import type { Ports } from '../../platform/ports';
import { addDays, chinaDate } from './pricing';
import { liveRenewalOrder } from './renewal-order';
import type { RenewalPolicyRow, RenewalRepo } from './repo';

/** A car's parts by the names customers use for them; other cover by its own name. */
/** Compulsory part first, as on the policy query and the renewal quote. */
const PART_ORDER = ['DZA', 'DAA'];
const partRank = (p: RenewalPolicyRow) => {
  const rank = PART_ORDER.indexOf(p.riskCode);
  return rank < 0 ? PART_ORDER.length : rank;
};

/**
 * What one SMS reminds: the due policies of one car for one applicant mobile
 * (its compulsory and commercial parts, which usually end the same day), or a
 * single other policy.
 */
function remindersOf(due: RenewalPolicyRow[]): RenewalPolicyRow[][] {
  const groups = new Map<string, RenewalPolicyRow[]>();
  for (const p of due) {
    const key = p.kind === 'car' && p.vin ? `car:${p.vin}:${p.applicantMobile}` : `policy:${p.policyNo}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()].map((parts) => parts.sort((a, b) => partRank(a) - partRank(b)));
}

/**
 * The reminder's wording. One policy: its name, number and end date. A car's
 * two parts: both numbers and one end date when they end together (the usual
 * case), else each with its own date.
 */
export function reminderText(parts: RenewalPolicyRow[]): string {
  const [first] = parts;
  const plate = first.licenseNo ? `（${first.licenseNo}）` : '';
  const named = (p: RenewalPolicyRow) =>
    parts.length > 1 ? `${carPartName(p.policyNo)}保单${p.policyNo}` : `${p.riskName}保单${p.policyNo}`;
  const sameDay = parts.every((p) => p.endDate === first.endDate);
  const what = sameDay
    ? `${parts.map(named).join('、')}${plate}将于${first.endDate}到期`
    : `车辆${plate}${parts.map((p) => `${named(p)}将于${p.endDate}到期`).join('，')}`;
  const renew = parts.length > 1 ? '即可一并续保' : '即可续保';
  return `【人保财险】尊敬的${first.applicantName}，您的${what}。登录人保财险客户服务网页“一键续保”${renew}，咨询请拨${HOTLINE}。`;
}

/**
 * The renewal reminder job: every policy ending within RENEWAL_REMINDER_DAYS
 * is reminded once by SMS to its applicant; a car's compulsory and commercial
 * parts in one SMS, not two the same day. A row in renewal_reminder (primary
 * key: the policy) is claimed before sending, all of one SMS's policies in one
 * statement, so several server instances running the job at once send each
 * reminder once and never split a car's; a failed send gives the claims back
 * for the next run. A run that was missed catches up: the window is "within N
 * days", not "exactly N days". A policy already renewed (its renewal order
 * paid: the window opens long before the reminders) is not reminded.
 */
export function createReminderJob(deps: {
  repo: RenewalRepo;
  sms: SmsSender;
  reminderDays: number;
  ports: Pick<Ports, 'paymentOrders'>;
  log: FastifyBaseLogger;
}) {
  const { repo, sms, log } = deps;
  return async function runReminders(now: number = Date.now()): Promise<number> {
    const today = chinaDate(now);
    const due = await repo.endingBetween(addDays(today, 1), addDays(today, deps.reminderDays));
    const open: RenewalPolicyRow[] = [];
    for (const p of due) {
      // Renewed early: "将于…到期，一键续保" would ask a customer who has paid to renew again. Not claimed,
      // so nothing is recorded as sent; each run looks again, at one query per renewed policy.
      const { order } = await liveRenewalOrder(repo, deps.ports.paymentOrders, p.policyNo, today);
      if (order?.status !== 'paid') open.push(p);
    }
    let sent = 0;
    for (const group of remindersOf(open)) {
      // Only what this run claimed is named: a part reminded earlier is not reminded again.
      const claimed = new Set(
        await repo.claimReminders(
          group.map((p) => p.policyNo),
          group[0].applicantMobile,
        ),
      );
      const parts = group.filter((p) => claimed.has(p.policyNo));
      if (parts.length === 0) continue;
      try {
        await sms.send(parts[0].applicantMobile, reminderText(parts));
        sent++;
      } catch (err) {
        log.warn({ err, policyNos: parts.map((p) => p.policyNo) }, 'renewal reminder not sent; will retry');
        await repo.releaseReminders(parts.map((p) => p.policyNo));
      }
    }
    return sent;
  };
}
