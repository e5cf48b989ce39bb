import { RESULT } from '../../../../shared/result-codes';
import { ApiError } from '../../../api/errors';
import type { NavigateFunction } from '../../../app/router';
import { useAppStore } from '../../../store';
import type { ComplaintAck } from '../../../store/slices/complaint';

/** Outcomes a customer fixes on the form itself: a wrong field or a wrong code. */
const FIX_ON_FORM: string[] = [RESULT.INVALID_INPUT, RESULT.WRONG_CODE, RESULT.NOT_FOUND];

/**
 * The return-shipping appeal's refusals all come before its SMS code is used
 * (service.ts returnClaim: the order's look-up and its mobile, its lock-out,
 * an appeal already filed, then the code), so the code typed is still good:
 * the customer stays on the form with the message and everything typed,
 * rather than on the failure page that says to get a new code. The one
 * refusal after the code (another appeal of the order stored meanwhile) is
 * not mended by a new code either. Only a failure of the server's (the store
 * step) may have spent it: that one goes to the failure page.
 */
export const RETURN_CLAIM_FIX_ON_FORM: string[] = [...FIX_ON_FORM, RESULT.TOO_MANY, RESULT.REFUSED];

export function showAck(navigate: NavigateFunction, kind: ComplaintAck['kind'], ack: Omit<ComplaintAck, 'kind'>) {
  useAppStore.getState().setComplaintAck({ kind, ...ack });
  navigate('/complaint-success', { replace: true });
}

/**
 * A failed submission: mistakes the customer can fix keep the form (the client
 * already said what is wrong); anything else goes to the failure page, which
 * offers a retry and the hotline.
 */
export function showFailure(navigate: NavigateFunction, err: unknown, from: string, fixOnForm = FIX_ON_FORM) {
  if (err instanceof ApiError && fixOnForm.includes(err.code)) return;
  const message = err instanceof ApiError && err.message ? err.message : '提交未成功，请稍后再试';
  useAppStore.getState().setComplaintFailure({ message, from });
  navigate('/complaint-fail');
}
