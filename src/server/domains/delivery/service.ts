import type { DeliveryItem } from '../../../shared/api/delivery';
import { COURIERS, DELIVERY_STATUS_SEQUENCE_1, DELIVERY_STATUS_SEQUENCE_2, nameOf } from '../../../shared/codes';
import { loadRegions } from '../../db/seed/regions-data';
import { NotFound } from '../../platform/errors';
import type { Asker, IdentityGuard } from '../../platform/identity-guard';
import { maskMobile, maskName, maskPlate } from '../../platform/masking';
import type { Ports } from '../../platform/ports';
import type { DeliveryRepo, DeliveryRow, EventRow } from './repo';

const SEQUENCES = { 1: DELIVERY_STATUS_SEQUENCE_1, 2: DELIVERY_STATUS_SEQUENCE_2 } as const;
/** The ordinary path of each sequence; the failed states are detours off it. */
const ORDINARY = { 1: ['0', '1', '2', '3', '4', '5'], 2: ['0', '1', '2', '3'] } as const;
const FAILED = { 1: ['61', '62'], 2: ['41', '42'] } as const;
/** Where a failed state sits on the ordinary path (re-delivery is about to / on its way). */
const FAILED_AT: Record<string, string> = { '61': '3', '62': '4', '41': '2', '42': '1' };

export function statusText(sequence: 1 | 2, code: string): string {
  return nameOf(SEQUENCES[sequence], code) ?? code;
}

/** A failed state of its sequence: an attempt failed and the policy is being delivered again. */
const isFailed = (sequence: 1 | 2, code: string) => (FAILED[sequence] as readonly string[]).includes(code);

/** How far along its sequence's ordinary path a status is; a failed state sits where its re-delivery does. */
function reachedIndex(sequence: 1 | 2, code: string): number {
  const position = isFailed(sequence, code) ? FAILED_AT[code] : code;
  return (ORDINARY[sequence] as readonly string[]).indexOf(position);
}

/**
 * A courier has the delivery: from the first step (0 is the policy waiting for one) until it is signed for
 * (the last step); a failed attempt sits before the last. Only then is the courier's number of use to the
 * customer, so only then is it shown: a worker's number does not stay on view once the job is done.
 */
export function courierOnTheJob(sequence: 1 | 2, code: string): boolean {
  const at = reachedIndex(sequence, code);
  return at > 0 && at < ORDINARY[sequence].length - 1;
}

let regionLevels: Set<string>[] | undefined;
/** Every province's, city's and county's name, a set a level, longest first when matched (read once). */
function regionNamesByLevel(): Set<string>[] {
  regionLevels ??= (['province', 'city', 'county'] as const).map(
    (level) => new Set(loadRegions().flatMap((r) => (r.level === level ? [r.name] : []))),
  );
  return regionLevels;
}

/**
 * An address keeps its province, city and district, as the region tables name
 * them, and hides the rest. It cut at the first 区 or 县 anywhere, so an
 * address without a district showed its street and number up to a 小区 or 园区
 * (浙江省金华市义乌市工人北路88号金桥小区****). One that starts with no region
 * name keeps two characters.
 */
export function maskAddress(address: string): string {
  let kept = 0;
  for (const names of regionNamesByLevel())
    for (let length = Math.min(12, address.length - kept); length >= 2; length--)
      if (names.has(address.slice(kept, kept + length))) {
        kept += length;
        break;
      }
  return `${address.slice(0, kept || 2)}****`;
}

/**
 * One delivery as the page shows it. `currentPlate` is the plate the policy
 * carries now (PolicyPlates): a new car's delivery was made before its plate,
 * which a later endorsement adds to the policy alone.
 */
export function toItem(row: DeliveryRow, events: EventRow[], currentPlate?: string | null): DeliveryItem {
  const plate = currentPlate ?? row.licenseNo;
  const sequence = (row.sequence === 1 ? 1 : 2) as 1 | 2;
  const reached = reachedIndex(sequence, row.statusCode);
  return {
    deliveryNo: row.deliveryNo,
    policyNo: row.policyNo,
    riskName: row.riskName,
    licenseNo: plate ? maskPlate(plate) : row.frameNo ? '新车未上牌' : '',
    sequence,
    statusCode: row.statusCode,
    statusText: statusText(sequence, row.statusCode),
    failed: isFailed(sequence, row.statusCode),
    courierCode: row.courierCode,
    courierName: nameOf(COURIERS, row.courierCode) ?? row.courierCode,
    courierMobile: courierOnTheJob(sequence, row.statusCode) ? row.courierMobile : null,
    trackingNo: row.trackingNo,
    receiverName: maskName(row.receiverName),
    receiverMobile: maskMobile(row.receiverMobile),
    address: maskAddress(row.address),
    steps: ORDINARY[sequence].map((code, i) => ({
      code,
      name: statusText(sequence, code),
      reached: i <= reached,
    })),
    timeline: events.map((e) => ({
      code: e.statusCode,
      name: statusText(sequence, e.statusCode),
      at: e.at.toISOString(),
      note: e.note,
    })),
  };
}

export function createDeliveryService(deps: {
  repo: DeliveryRepo;
  identityGuard: IdentityGuard;
  /** Read at call time: ports are filled after routes register (app.ts). */
  ports: Pick<Ports, 'policyPlates'>;
}) {
  const { repo, identityGuard, ports } = deps;
  return {
    /** The car's deliveries by ID number + frame tail + registered or not; the insured's others besides. */
    async track(input: { idNumber: string; frameNo: string; isDeckCard: '0' | '1' }, asker: Asker) {
      const { all, plates, car } = await identityGuard.lookup(asker, async () => {
        const ofInsured = await repo.ofInsured(input.idNumber);
        const newCar = input.isDeckCard === '0';
        const sameFrame = ofInsured.filter((d) => d.frameNo === input.frameNo);
        // A car delivered new may have its plate by now (an endorsement, on the policy alone): then
        // 否，已上牌 is as true as 是，未上牌 was, and either finds it.
        const platesNow = sameFrame.length
          ? await ports.policyPlates?.platesOf(sameFrame.map((d) => d.policyNo))
          : undefined;
        const ofCar = sameFrame.filter(
          (d) => d.isNewCar === newCar || (!newCar && d.isNewCar && platesNow?.get(d.policyNo)),
        );
        if (ofCar.length === 0)
          throw new NotFound('未查询到保单配送信息，请核对证件号码、车架号后6位及是否为未上牌新车后重试');
        return { all: ofInsured, plates: platesNow, car: ofCar };
      });
      const others = all.filter((d) => d.frameNo === null);
      const events = await repo.events(all.map((d) => d.deliveryNo));
      const of = (d: DeliveryRow) =>
        toItem(
          d,
          events.filter((e) => e.deliveryNo === d.deliveryNo),
          plates?.get(d.policyNo),
        );
      return { list: car.map(of), moreSecurityList: others.map(of) };
    },
  };
}
