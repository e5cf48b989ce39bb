import { VEHICLE_TAX } from '../../../shared/api/payment';
import type { RenewalState } from '../../../shared/api/renewal';
import { HOTLINE } from '../../../shared/constants';
import { idTypeOfNumber, isIdNumberOfType, sameIdNumber } from '../../../shared/rules/id-number';
import { fenOf, yuanOf } from '../../../shared/rules/money';
import type { Config } from '../../config';
import { policyYearEnd } from '../../platform/calendar';
import { InvalidInput, NotFound, Refused, ServiceOff } from '../../platform/errors';
import type { Asker, IdentityGuard } from '../../platform/identity-guard';
import { maskPartyName, maskPlate } from '../../platform/masking';
import { type Ports, RENEWAL_SOURCE } from '../../platform/ports';
import type { Proofs } from '../../platform/proofs';
import { addDays, chinaDate, factorOfPremium, renewalBase, renewalFactor, renewalPremium } from './pricing';
import { liveRenewalOrder } from './renewal-order';
import type { RenewalPolicyRow, RenewalRepo } from './repo';

export interface RenewalDeps {
  repo: RenewalRepo;
  config: Pick<Config, 'RENEWAL_WINDOW_DAYS' | 'RENEWAL_REMINDER_DAYS'>;
  identityGuard: IdentityGuard;
  proofs: Proofs;
  ports: Ports;
  now?: () => number;
}

const proofOf = (policyNo: string) => `renewal:${policyNo}`;

/** A part's new cover starts the day after its own old cover ends, 零时. */
const renewalStartOf = (p: RenewalPolicyRow) => addDays(p.endDate, 1);

export function createRenewalService(deps: RenewalDeps) {
  const { repo, identityGuard, proofs } = deps;
  const now = deps.now ?? Date.now;

  /**
   * A car's policies renew together (found by plate or by any of its policy numbers); others alone.
   * The insured's number matches cleaned, whatever its type: renewal records keep no type, and the
   * request's type has already picked the number's rule (as the car policy query does).
   */
  async function unitOf(input: { licenseNo?: string; policyNo?: string; identifyNumber: string }) {
    if (input.licenseNo) {
      // A part insured while the car was new (no plate yet) is recorded by VIN alone: the car's parts are
      // matched by the VINs the plate finds as well, or that part (often one since lapsed) drops out.
      const byPlate = await repo.byPlate(input.licenseNo, input.identifyNumber);
      const vins = [...new Set(byPlate.map((p) => p.vin).filter((v): v is string => Boolean(v)))];
      const byVin = (await Promise.all(vins.map((v) => repo.byVin(v, input.identifyNumber)))).flat();
      const seen = new Set<string>();
      return [...byPlate, ...byVin]
        .filter((p) => !seen.has(p.policyNo) && Boolean(seen.add(p.policyNo)))
        .sort((a, b) => a.riskCode.localeCompare(b.riskCode));
    }
    const [p] = await repo.byPolicyNo(input.policyNo as string);
    if (!p || !sameIdNumber(p.insuredIdNumber, input.identifyNumber)) return [];
    return p.vin ? repo.byVin(p.vin, input.identifyNumber) : [p];
  }

  async function assess(unit: RenewalPolicyRow[], today: string) {
    const endDate = unit.map((p) => p.endDate).sort()[0];
    const opensOn = addDays(endDate, -deps.config.RENEWAL_WINDOW_DAYS);
    // The unit's policies share their orders (recordOrder), so the first one's tells.
    const { attempt, order } = await liveRenewalOrder(repo, deps.ports.paymentOrders, unit[0].policyNo, today);
    let state: RenewalState;
    if (order?.status === 'paid') state = 'renewed';
    else if (today > endDate) state = 'lapsed';
    else if (order) state = 'ordered';
    else if (today < opensOn) state = 'notYet';
    else state = 'open';
    const claimCount = Math.max(...unit.map((p) => p.claimCount));
    // An order made keeps the price it was made at (a claim since raises today's quote, not the
    // order): the quote then shows that order's amounts, which 继续支付续保订单 asks.
    const orderedPremium = (p: RenewalPolicyRow) =>
      order ? (p.riskCode === 'DZA' ? order.compulsoryPremium : order.otherPremium) : null;
    const parts = unit.map((p) => {
      const ordered = orderedPremium(p);
      return {
        policyNo: p.policyNo,
        riskCode: p.riskCode,
        riskName: p.riskName,
        lastPremium: p.premium,
        basePremium: renewalBase(p.riskCode, p.premium),
        factor: ordered
          ? factorOfPremium(p.riskCode, p.premium, ordered)
          : renewalFactor(p.riskCode, p.claimCount).toFixed(2),
        newPremium: ordered ? yuanOf(fenOf(ordered)) : renewalPremium(p.riskCode, p.premium, p.claimCount),
        endDate: p.endDate,
        // From the day after its own end, as createOrder makes the order: a compulsory part bought at
        // another time than the commercial one ends on another day.
        startDate: renewalStartOf(p),
      };
    });
    // The order collects the vehicle tax with a compulsory part (payment/orders.ts): the quote shows
    // it and counts it, so the total quoted here is the total the order asks.
    const shipSumPremium = order
      ? yuanOf(fenOf(order.shipSumPremium))
      : unit.some((p) => p.riskCode === 'DZA')
        ? VEHICLE_TAX
        : '0.00';
    const sumPremium = order
      ? yuanOf(fenOf(order.sumPremium))
      : yuanOf(parts.reduce((s, p) => s + fenOf(p.newPremium), fenOf(shipSumPremium)));
    return { state, endDate, opensOn, attempt, order, claimCount, parts, shipSumPremium, sumPremium, today };
  }

  /**
   * What renews online, and the parts that cannot. A car's compulsory and commercial parts renew together;
   * but when one has ended (bought at different times) while the other runs on, the ended one is a
   * contract over, needing a new proposal (重新投保), and the running one renews alone: the earlier end
   * used to make the whole car lapsed, so the running part could never be renewed online, though its
   * reminder SMS said 一键续保. A part that ended after its renewal was paid (the car renewed together
   * before) has not lapsed: the whole car is renewed.
   */
  async function renewable(unit: RenewalPolicyRow[]) {
    const today = chinaDate(now());
    // Each part by its own order: a part renewed alone (its pair had lapsed) is renewed, its pair still
    // lapsed, also once both covers have ended; the pair's first order told for both and misreported one.
    const paid = new Set<string>();
    for (const p of unit) {
      const { order } = await liveRenewalOrder(repo, deps.ports.paymentOrders, p.policyNo, today);
      if (order?.status === 'paid') paid.add(p.policyNo);
    }
    const lapsed = unit.filter((p) => p.endDate < today && !paid.has(p.policyNo));
    if (lapsed.length === 0 || lapsed.length === unit.length)
      return { unit, lapsedParts: [] as RenewalPolicyRow[], a: await assess(unit, today) };
    const rest = unit.filter((p) => !lapsed.includes(p));
    return { unit: rest, lapsedParts: lapsed, a: await assess(rest, today) };
  }

  return {
    async window(
      input: { licenseNo?: string; policyNo?: string; identifyType?: string; identifyNumber: string },
      asker: Asker,
    ) {
      const unit = await identityGuard.lookup(asker, async () => {
        const found = await unitOf(input);
        if (found.length === 0) throw new NotFound('未查询到可续保的保单，请核对车牌号（或保单号）及被保险人证件号码');
        return found;
      });
      await proofs.grantAll(
        asker.uuid,
        unit.map((p) => proofOf(p.policyNo)),
      );
      const { unit: renewing, lapsedParts, a } = await renewable(unit);
      const first = renewing[0];
      return {
        state: a.state,
        insuredName: maskPartyName(first.insuredName),
        licenseNo: first.licenseNo ? maskPlate(first.licenseNo) : '',
        riskName: renewing.map((p) => p.riskName).join('、'),
        endDate: a.endDate,
        opensOn: a.opensOn,
        windowDays: deps.config.RENEWAL_WINDOW_DAYS,
        // The day the reminder job (reminders.ts) texts this unit: its earliest end less the reminder days.
        reminderDays: deps.config.RENEWAL_REMINDER_DAYS,
        remindsOn: addDays(a.endDate, -deps.config.RENEWAL_REMINDER_DAYS),
        claimCount: a.claimCount,
        parts: a.parts,
        shipSumPremium: a.shipSumPremium,
        sumPremium: a.sumPremium,
        orderId: a.order?.orderId ?? null,
        newPolicyNos: a.order?.status === 'paid' ? a.order.policyNos : [],
        reason: a.state === 'lapsed' ? `保单已于${a.endDate}到期，无法在线续保，请重新投保或拨打${HOTLINE}` : '',
        lapsedParts: lapsedParts.map((p) => ({
          policyNo: p.policyNo,
          riskCode: p.riskCode,
          riskName: p.riskName,
          endDate: p.endDate,
        })),
      };
    },

    /**
     * `identifyType`: the insured's ID type the customer chose on the form; left out (a page from
     * before the picker sent it), the number's own type, as before.
     */
    async createOrder(uuid: string, policyNo: string, identifyType?: string) {
      if (!(await proofs.has(uuid, proofOf(policyNo)))) throw new Refused('请先查询需要续保的保单');
      const orders = deps.ports.paymentOrders;
      if (!orders) throw new ServiceOff(`在线续保暂未开放，请拨打${HOTLINE}`);
      const found = await unitOf({
        policyNo,
        identifyNumber: (await repo.byPolicyNo(policyNo))[0]?.insuredIdNumber ?? '',
      });
      if (found.length === 0) throw new NotFound('未找到该保单');
      const { unit, a } = await renewable(found);
      const p = unit[0];
      // The query checked the typed number by this type, and that number is the record's; a type it
      // does not fit was not the one queried with.
      if (identifyType && !isIdNumberOfType(identifyType, p.insuredIdNumber))
        throw new InvalidInput('证件类型与被保险人证件号码不符，请重新查询');
      if (a.state === 'notYet') throw new Refused(`续保将于${a.opensOn}开放，请届时再来`);
      if (a.state === 'lapsed') throw new Refused('保单已到期，无法在线续保，请重新投保');
      if (a.state === 'renewed') throw new Refused('该保单已续保成功');
      // Renewal records keep no ID type: the insured's is the one the customer chose, kept by the order
      // (a number alone does not tell a foreign passport from a Chinese one, or a Hong Kong passport
      // from a 港澳通行证 of the same shape). An applicant who is the insured (the same number) has it
      // too; another applicant, and any order asked for without a type, the number's own.
      const typeOf = (identifyNumber: string) =>
        identifyType && sameIdNumber(identifyNumber, p.insuredIdNumber) ? identifyType : idTypeOfNumber(identifyNumber);
      const party = (name: string, identifyNumber: string, mobile: string) => ({
        name,
        identifyType: typeOf(identifyNumber),
        identifyNumber,
        mobile,
      });
      const { orderId, sumPremium } = await orders.create(
        {
          kind: p.kind,
          applicant: party(p.applicantName, p.applicantIdNumber, p.applicantMobile),
          insured: party(p.insuredName, p.insuredIdNumber, p.insuredMobile),
          cityCode: p.cityCode,
          comCode: p.comCode,
          vehicle: p.vin
            ? {
                licenseNo: p.licenseNo,
                vin: p.vin,
                engineNo: p.engineNo ?? '',
                brandModel: p.brandModel ?? '',
                isNewCar: p.isNewCar && !p.licenseNo,
              }
            : null,
          // Each part from the day after its own cover ends: a compulsory part bought at another time
          // than the commercial one ends on another day, and starting both after the earlier end would
          // overlap the later part's old cover (paid twice for those days).
          parts: unit.map((u, i) => {
            const startDate = renewalStartOf(u);
            return {
              riskCode: u.riskCode,
              riskName: u.riskName,
              premium: a.parts[i].newPremium,
              sumInsured: u.sumInsured,
              startDate,
              endDate: policyYearEnd(startDate),
            };
          }),
          // Payable until the first old cover ends, so no part has a gap.
          lastPayDate: a.endDate,
          sourceRef: `${RENEWAL_SOURCE}${p.policyNo}:${a.order ? a.attempt : a.attempt + 1}`,
        },
        uuid,
      );
      if (!a.order)
        await repo.recordOrder(
          unit.map((u) => u.policyNo),
          a.attempt + 1,
          orderId,
        );
      // The order's own amount: an order made earlier keeps its price when today's quote moves.
      return { orderId, sumPremium };
    },
  };
}
export type RenewalService = ReturnType<typeof createRenewalService>;
