import { z } from 'zod';
import { checkIdDocument, field, idNumberField, idTypeField } from '../rules/fields';
import { endpoint } from './endpoint';

const step = z.object({ code: z.string(), name: z.string(), reached: z.boolean() });
const event = z.object({ code: z.string(), name: z.string(), at: z.string(), note: z.string() });

/** One printed policy on its way to the customer. Personal data masked. */
export const deliveryItem = z.object({
  deliveryNo: z.string(),
  policyNo: z.string(),
  riskName: z.string(),
  licenseNo: z.string(),
  /** 1: the courier collects the premium on delivery; 2: paid in advance. */
  sequence: z.union([z.literal(1), z.literal(2)]),
  statusCode: z.string(),
  statusText: z.string(),
  /** A delivery attempt failed and the policy is being delivered again. */
  failed: z.boolean(),
  courierCode: z.string(),
  courierName: z.string(),
  /**
   * The courier's mobile in full, to call, while a courier has the delivery: from assignment until the
   * policy is signed for; null before and after. A worker's contact for the job, so not masked as the
   * customer's own data is (receiverMobile).
   */
  courierMobile: z.string().nullable(),
  trackingNo: z.string(),
  receiverName: z.string(),
  receiverMobile: z.string(),
  address: z.string(),
  /** The ordinary steps of the sequence, for the progress bar. */
  steps: z.array(step),
  /** What happened, oldest first, with times (ISO). */
  timeline: z.array(event),
});
export type DeliveryItem = z.infer<typeof deliveryItem>;

/**
 * Policy delivery tracking (spec sections 3 and 4). Search by the insured's ID
 * number, the last six characters of the frame number and whether the car is
 * a new car not yet registered (isDeckCard "0" yes, "1" no).
 *
 * Which status sequence applies (the spec leaves it open): sequence 1 when the
 * premium is collected on delivery (the courier first collects, then brings
 * the policy: 即将收费, 正在收费途中 …), sequence 2 when the premium was paid
 * in advance. Failed deliveries (61/62, 41/42) keep the timeline of the
 * attempt and show the new one.
 *
 * `list` holds the deliveries of the car's policies; `moreSecurityList` the
 * insured's other printed policies (non-motor cover), the "more security"
 * list. Guarded against guessing like every identity lookup.
 */
export const orderDelivery = endpoint({
  path: '/kej/waround/api/orderDelivery/orderDelivery',
  summary: '保单配送查询',
  request: z
    .object({
      /** The insured's ID type (idType code list); the resident ID when left out. */
      identifyType: idTypeField,
      insurdIdentityNumber: idNumberField,
      frameNo: field.sixFrame,
      isDeckCard: z.enum(['0', '1'], { error: '请选择是否为未上牌新车' }),
    })
    .superRefine(checkIdDocument('identifyType', 'insurdIdentityNumber')),
  response: z.object({ list: z.array(deliveryItem), moreSecurityList: z.array(deliveryItem) }),
});

export const delivery = { orderDelivery };
