import { VERIFY_LINK_MISMATCH } from '../../../shared/api/policy';
import { HOTLINE } from '../../../shared/constants';
import { isCarPolicyNo, sameIdNumber, samePartyName } from '../../../shared/rules';
import { NotFound, Refused } from '../../platform/errors';
import type { Asker } from '../../platform/identity-guard';
import type { Limiter } from '../../platform/limits';
import { maskEmail } from '../../platform/masking';
import { MAILBOX_LIMIT, type Mailer, mailboxOf } from '../../platform/messaging';
import { type Access, isListedVehicle } from './access';
import { clauseDoc, productOf } from './catalogue';
import { renderClause } from './pdf/clause-pdf';
import { isViewingCopy, renderEPolicy, VIEWING_COPY_NOTE } from './pdf/epolicy';
import { documentsOf, NOTHING_PROVEN, type Proven, toDetail, toSummary } from './present';
import type { createQueries } from './queries';
import type { PolicyHead, PolicyRepo, PolicyRow } from './repo';
import { signMatches, verifyLink } from './verify-link';

/** Mails of one policy's e-policy, and from one session, per hour. */
export const MAIL_LIMITS = {
  perPolicy: {
    name: 'policy-mail-policy',
    max: 3,
    windowSeconds: 3600,
    message: '该保单发送邮件过于频繁，请1小时后再试',
  },
  perSession: { name: 'policy-mail-session', max: 10, windowSeconds: 3600, message: '发送邮件过于频繁，请稍后再试' },
} as const;

export interface PolicyServiceDeps {
  repo: PolicyRepo;
  access: Access;
  queries: ReturnType<typeof createQueries>;
  limiter: Limiter;
  mailer: Mailer;
  secret: string;
}

export function createPolicyService(deps: PolicyServiceDeps) {
  const { repo, access, queries, limiter, mailer } = deps;

  async function summaries(matches: Array<{ policyNo: string; proven: Proven; row?: PolicyHead }>) {
    // The lookup usually read the records already; only the others are read here.
    const known = new Map(matches.flatMap((m) => (m.row ? [[m.policyNo, m.row] as const] : [])));
    const missing = [...new Set(matches.map((m) => m.policyNo))].filter((no) => !known.has(no));
    const rows = [...known.values(), ...(await repo.many(missing))];
    const proven = new Map(matches.map((m) => [m.policyNo, m.proven]));
    return rows
      .sort((a, b) => b.startDate.localeCompare(a.startDate) || a.riskCode.localeCompare(b.riskCode))
      .map((r) => toSummary(r, proven.get(r.policyNo) ?? NOTHING_PROVEN));
  }

  async function proven(uuid: string, policyNo: string): Promise<{ row: PolicyRow; proven: Proven }> {
    const who = await access.require(uuid, policyNo);
    const row = await repo.get(policyNo);
    if (!row) throw new NotFound('未查询到保单信息');
    return { row, proven: who };
  }

  async function document(uuid: string, policyNo: string, docId: string, origin: string) {
    const { row, proven: who } = await proven(uuid, policyNo);
    return render(row, who, docId, origin);
  }

  async function render(row: PolicyRow, who: Proven, docId: string, origin: string) {
    const { policyNo } = row;
    if (docId === 'epolicy') {
      const detail = toDetail(row, who, await repo.endorsementCount(policyNo));
      const data = await renderEPolicy({
        detail,
        specialAgreements: row.specialAgreements,
        exclusions: row.exclusions,
        verifyUrl: verifyLink(origin, deps.secret, policyNo),
      });
      return { data, fileName: `电子保单_${policyNo}.pdf` };
    }
    const clause = clauseDoc(row.riskCode, docId);
    if (!clause) throw new NotFound('未找到该条款文件');
    return { data: await renderClause(clause), fileName: `${clause.title}.pdf` };
  }

  async function mail(uuid: string, policyNo: string, email: string, origin: string) {
    // Proof comes before the limits: otherwise anyone who knows a policy number could
    // use up its hourly mails and keep the holder from receiving the document.
    const { row, proven: who } = await proven(uuid, policyNo);
    // Only a mail that went counts (a customer retrying a mail server's outage was locked out of
    // the policy's three an hour without having received one).
    const limits = [
      [MAIL_LIMITS.perSession, uuid],
      [MAIL_LIMITS.perPolicy, policyNo],
      [MAILBOX_LIMIT, mailboxOf(email)],
    ] as const;
    await limiter.within(limits, async () => {
      const { data, fileName } = await render(row, who, 'epolicy', origin);
      // A masked copy says what it is, here as in the PDF, rather than claiming legal equivalence.
      const copy = isViewingCopy(toDetail(row, who, 0));
      await mailer.send({
        to: email,
        subject: `【人保财险】您的电子保单${copy ? '（查看副本）' : ''} ${policyNo}`,
        text: `尊敬的客户：\n\n附件是您的${row.riskName}电子保单${copy ? '查看副本' : ''}（保单号 ${policyNo}），请妥善保存。${copy ? VIEWING_COPY_NOTE : '电子保单与纸质保单具有同等法律效力。'}\n\n如有疑问请拨打客服热线${HOTLINE}。\n中国人民财产保险股份有限公司`,
        attachments: [{ filename: fileName, content: data, contentType: 'application/pdf' }],
      });
    });
    return { maskedEmail: maskEmail(email) };
  }

  return {
    /**
     * The QR link's sign, checked before the page calls the number "the policy you scanned": a
     * forged policy's QR code pointing here must not borrow our page's word for it.
     */
    checkVerifyLink(policyNo: string, sign: string) {
      if (!signMatches(deps.secret, policyNo, sign)) throw new Refused(VERIFY_LINK_MISMATCH);
      return { policyNo };
    },

    async carQuery(asker: Asker, q: Parameters<typeof queries.car>[0]) {
      const code = 'verificationCode' in q ? q.verificationCode : undefined;
      const smsChecked = q.carPolicyQuery === 'mobile';
      if (q.carPolicyQuery === 'mobile') {
        // Locked-out clients do not get to burn SMS codes either.
        await access.ensureAllowed(asker);
        // The code is compared first (a wrong one counts toward its five, and nobody learns
        // whether a plate belongs to a mobile without its code), but spent only once the plate
        // matched: a customer who mistyped the plate keeps the code for the corrected query.
        await access.checkSms(q.mobile, q.smsValidCode);
        const found = await access.guarded(asker, code, () => queries.car(q), { smsChecked });
        // Spent before the proof is granted: of two queries sent at once with one code, only one proves.
        await access.spendSms(q.mobile);
        await access.grant(asker.uuid, found);
        return { policy_Info_List: await summaries(found) };
      }
      const matches = await access.lookup(asker, code, () => queries.car(q), { smsChecked });
      return { policy_Info_List: await summaries(matches) };
    },

    async nonCarQuery(asker: Asker, q: Parameters<typeof queries.nonCar>[0]) {
      return {
        policy_Info_List: await summaries(await access.lookup(asker, q.verificationCode, () => queries.nonCar(q))),
      };
    },

    async specialQuery(asker: Asker, q: Parameters<typeof queries.special>[0]) {
      return {
        policy_Info_List: await summaries(await access.lookup(asker, q.verificationCode, () => queries.special(q))),
      };
    },

    /** Which form finds a policy number, from its risk code alone. */
    policyType(policyNo: string) {
      const riskCode = policyNo.slice(1, 4);
      if (isCarPolicyNo(policyNo)) return { policyType: 'car' as const, riskName: productOf(riskCode).shortName };
      const product = productOf(riskCode);
      const known = product.riskCode === riskCode && product.shortName !== riskCode;
      return {
        policyType: product.queryType === 'car' ? ('normal' as const) : product.queryType,
        riskName: known ? product.shortName : '非车险',
      };
    },

    async detail(uuid: string, policyNo: string) {
      const { row, proven: who } = await proven(uuid, policyNo);
      return toDetail(row, who, await repo.endorsementCount(policyNo));
    },

    async vehicle(uuid: string, policyNo: string) {
      const { row, proven: who } = await proven(uuid, policyNo);
      const detail = toDetail(row, who, 0);
      if (!detail.car_Info || !row.vin) throw new NotFound('该保单不是车险保单');
      const mine = new Set(await access.provenCars(uuid));
      const policies = (await repo.byVin(row.vin)).filter((r) => mine.has(r.policyNo));
      // Each proof runs out on its own clock, while a new proof renews the session's list of cars:
      // a companion whose proof ran out is left off the list, not a reason to refuse the car.
      const matches = (
        await Promise.all(
          policies.map(async (r) => ({ policyNo: r.policyNo, proven: await access.provenNow(uuid, r.policyNo) })),
        )
      ).flatMap((m) => (m.proven ? [{ policyNo: m.policyNo, proven: m.proven }] : []));
      return { car_Info: detail.car_Info, policies: await summaries(matches) };
    },

    async endorsements(uuid: string, policyNo: string) {
      await proven(uuid, policyNo);
      const rows = await repo.endorsements(policyNo);
      return {
        endorse_Info: rows.map((e) => ({
          endorsementNo: e.endorsementNo,
          typeName: e.typeName,
          content: e.content,
          premiumChange: e.premiumChange,
          effectiveAt: e.effectiveAt.toISOString(),
        })),
      };
    },

    async terms(uuid: string, policyNo: string) {
      const { row } = await proven(uuid, policyNo);
      return { specialAgreements: row.specialAgreements, exclusions: row.exclusions };
    },

    async documents(uuid: string, policyNo: string) {
      const { row } = await proven(uuid, policyNo);
      return { documents: documentsOf(row) };
    },

    async electronicReady(uuid: string, policyNo: string) {
      await proven(uuid, policyNo);
      return { available: true, reason: '' };
    },

    document,
    mail,

    /**
     * E-mail after proving with the ID number instead of a prior query. The number comes cleaned
     * (its type picked the rule); a record may keep it in brackets (K391705(3)), so both are read cleaned.
     */
    async mailByIdentity(
      asker: Asker,
      input: { policyNo: string; identifyNumber: string; email: string; verificationCode: string },
      origin: string,
    ) {
      await access.lookup(asker, input.verificationCode, async () => {
        const row = await repo.get(input.policyNo);
        if (!row) return [];
        const proven = {
          applicant: sameIdNumber(row.applicantIdNo, input.identifyNumber),
          insured: sameIdNumber(row.insuredIdNo, input.identifyNumber),
        };
        return proven.applicant || proven.insured ? [{ policyNo: row.policyNo, row, proven }] : [];
      });
      return mail(asker.uuid, input.policyNo, input.email, origin);
    },

    /**
     * Warranty query: policies covering the person, masked, without granting any proof. The number
     * comes cleaned by the contract; the repo finds it in any form a record keeps it (A123456(3)).
     */
    async warranty(asker: Asker, q: { insuredName: string; identifyNumber: string; verificationCode: string }) {
      const rows = await access.guarded(asker, q.verificationCode, async () =>
        (await repo.byInsured(q.identifyNumber)).filter((r) => samePartyName(r.insuredName, q.insuredName)),
      );
      return { list: rows.map((r) => toSummary(r, NOTHING_PROVEN)) };
    },

    async vehicles(uuid: string) {
      const rows = (await repo.many(await access.provenCars(uuid))).filter(isListedVehicle);
      const seen = new Set<string>();
      return {
        list: rows
          .filter((r) => !seen.has(r.vin as string) && seen.add(r.vin as string))
          .map((r) => ({ licenseNo: r.licenseNo, brandModel: r.brandModel ?? '', policyNo: r.policyNo })),
      };
    },
  };
}
export type PolicyService = ReturnType<typeof createPolicyService>;
