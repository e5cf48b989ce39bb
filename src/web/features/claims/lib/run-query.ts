import { RESULT } from '../../../../shared/result-codes';
import { ApiError, failureText } from '../../../api/errors';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { withLoading } from '../../../ui/loading';
import { alert } from '../../../ui/message-box';

/**
 * Runs a claims query (silent calls: this decides what the customer sees).
 * Nothing found goes to /claims-queryResult with the server's words; a lockout
 * or a fault is shown in place, so the customer can correct and retry.
 */
export function useRunClaimsQuery() {
  const navigate = useNavigate();
  return async function run<T>(task: () => Promise<T>, onFound: (answer: T) => void) {
    try {
      onFound(await withLoading(task));
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      const message = failureText(err, '系统繁忙，请稍后再试');
      if (code === RESULT.NOT_FOUND) {
        useAppStore.getState().setClaims({ emptyMessage: message });
        navigate('/claims-queryResult');
        return;
      }
      await alert(message);
    }
  };
}
