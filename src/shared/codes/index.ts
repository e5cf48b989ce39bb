import { CALL_BACK_TIMES } from './callback-times';
import type { CodeItem } from './code-table';
import { COMPLAINANT_IDENTITIES } from './complainant-identities';
import { COURIERS } from './couriers';
import { DELIVERY_STATUS_SEQUENCE_1, DELIVERY_STATUS_SEQUENCE_2 } from './delivery-status';
import { HEALTH_BRANCHES } from './health-branches';
import { ID_TYPES } from './id-types';
import { INSURANCE_TYPES } from './insurance-types';
import { RELATIONSHIPS } from './relationships';
import { SERVICE_ITEMS } from './service-items';
import { COMPLAINANT_SEXES, QUICK_COMPLAINT_SEXES } from './sexes';
import { SITE_TYPES } from './site-types';

export { CALL_BACK_ASAP, CALL_BACK_TIMES } from './callback-times';
export { CHANNEL_TYPES, type ChannelType, DEFAULT_CHANNEL_TYPE } from './channel-types';
export { type CodeItem, codesOf, nameOf } from './code-table';
export { COMPLAINANT_IDENTITIES } from './complainant-identities';
export { COURIERS } from './couriers';
export { DELIVERY_STATUS_SEQUENCE_1, DELIVERY_STATUS_SEQUENCE_2 } from './delivery-status';
export { HEALTH_BRANCHES } from './health-branches';
export { ID_TYPES, type IdTypeCode, RESIDENT_ID_TYPE } from './id-types';
export { INSURANCE_TYPES } from './insurance-types';
export { RELATIONSHIPS } from './relationships';
export { ALL_SERVICE_ITEMS, SERVICE_ITEMS } from './service-items';
export { COMPLAINANT_SEXES, QUICK_COMPLAINT_SEXES } from './sexes';
export { ALL_SITE_TYPES, SITE_TYPES } from './site-types';

/**
 * The tables served by /kej/whome/api/getPrpCodeValuesList?function={name},
 * keyed by that function name. Channel types are client-side only and not served.
 */
export const CODE_TABLES: Record<string, readonly CodeItem[]> = {
  idType: ID_TYPES,
  insuranceType: INSURANCE_TYPES,
  relationship: RELATIONSHIPS,
  complainantIdentity: COMPLAINANT_IDENTITIES,
  healthBranch: HEALTH_BRANCHES,
  siteType: SITE_TYPES,
  serviceItem: SERVICE_ITEMS,
  quickComplaintSex: QUICK_COMPLAINT_SEXES,
  complainantSex: COMPLAINANT_SEXES,
  callBackTime: CALL_BACK_TIMES,
  courier: COURIERS,
  deliveryStatus1: DELIVERY_STATUS_SEQUENCE_1,
  deliveryStatus2: DELIVERY_STATUS_SEQUENCE_2,
};
