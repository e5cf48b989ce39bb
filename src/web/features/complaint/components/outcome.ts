import { RESULT } from '../../../../shared/result-codes';
import { ApiError } from '../../../api/errors';
import type { NavigateFunction } from '../../../app/router';
import { useAppStore } from '../../../store';
import type { ComplaintAck } from '../../../store/slices/complaint';

/** Outcomes a customer fixes on the form itself: a wrong field or a wrong code. */
const FIX_ON_FORM: string[] = [RESULT.INVALID_INPUT, RESULT.WRONG_CODE, RESULT.NOT_FOUND];

export function showAck(navigate: NavigateFunction, kind: ComplaintAck['kind'], ack: Omit<ComplaintAck, 'kind'>) {
  useAppStore.getState().setComplaintAck({ kind, ...ack });
  navigate('/complaint-success', { replace: true });
}

/**
 * A failed submission: mistakes the customer can fix keep the form (the client
 * already said what is wrong); anything else goes to the failure page, which
 * offers a retry and the hotline.
 */
export function showFailure(navigate: NavigateFunction, err: unknown, from: string) {
  if (err instanceof ApiError && FIX_ON_FORM.includes(err.code)) return;
  const message = err instanceof ApiError && err.message ? err.message : '提交未成功，请稍后再试';
  useAppStore.getState().setComplaintFailure({ message, from });
  navigate('/complaint-fail');
}
