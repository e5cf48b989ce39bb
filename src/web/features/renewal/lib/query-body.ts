import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import type { RenewalState } from '../../../store/slices/renewal';

/**
 * What the renewal query sends for a form sent before: by plate or by policy number, with the ID
 * type and number. A form kept from before the type picker has no type: it was a resident ID.
 */
export function queryBodyOf(form: RenewalState['form']) {
  const id = { identifyType: form.identifyType || RESIDENT_ID_TYPE, identifyNumber: form.identifyNumber };
  return form.by === 'plate' ? { licenseNo: form.licenseNo, ...id } : { policyNo: form.policyNo, ...id };
}
