import { RESULT } from '../../../../shared/result-codes';
import { ApiError, failureText } from '../../../api/errors';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import { alert } from '../../../ui/message-box';

type Run = <T>(task: () => Promise<T>, onFound: (answer: T) => void) => Promise<void>;

/**
 * Runs a claims query (silent calls: this decides what the customer sees).
 * Nothing found goes to /claims-queryResult with the server's words; a lockout
 * or a fault is shown in place, so the customer can correct and retry. One
 * query at a time: a second tap while the first is on its way would count a
 * second miss towards the lockout for one mistyped ID number, or open the list
 * twice.
 */
export function useRunClaimsQuery(): { busy: boolean; run: Run } {
  const navigate = useNavigate();
  const { busy, run } = useOneAtATime(async (task: () => Promise<unknown>, onFound: (answer: unknown) => void) => {
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
  });
  return { busy, run: run as Run };
}
