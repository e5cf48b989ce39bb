import type { FastifyBaseLogger } from 'fastify';
import { HOTLINE } from '../../../shared/constants';
import type { SmsSender } from '../../platform/messaging';
import type { Ports } from '../../platform/ports';
import { addDays, chinaDate } from './pricing';
import { liveRenewalOrder } from './renewal-order';
import type { RenewalRepo } from './repo';

/**
 * The renewal reminder job: every policy ending within RENEWAL_REMINDER_DAYS
 * gets one SMS to its applicant. A row in renewal_reminder (primary key: the
 * policy) is claimed before sending, so several server instances running the
 * job at once send each reminder once; a failed send gives the claim back for
 * the next run. A run that was missed catches up: the window is "within N
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
    let sent = 0;
    for (const p of due) {
      // Renewed early: "将于…到期，一键续保" would ask a customer who has paid to renew again. Not claimed,
      // so nothing is recorded as sent; each run looks again, at one query per renewed policy.
      const { order } = await liveRenewalOrder(repo, deps.ports.paymentOrders, p.policyNo);
      if (order?.status === 'paid') continue;
      if (!(await repo.claimReminder(p.policyNo, p.applicantMobile))) continue;
      const plate = p.licenseNo ? `（${p.licenseNo}）` : '';
      const text = `【人保财险】尊敬的${p.applicantName}，您的${p.riskName}保单${p.policyNo}${plate}将于${p.endDate}到期。登录人保财险客户服务网页“一键续保”即可续保，咨询请拨${HOTLINE}。`;
      try {
        await sms.send(p.applicantMobile, text);
        sent++;
      } catch (err) {
        log.warn({ err, policyNo: p.policyNo }, 'renewal reminder not sent; will retry');
        await repo.releaseReminder(p.policyNo);
      }
    }
    return sent;
  };
}
