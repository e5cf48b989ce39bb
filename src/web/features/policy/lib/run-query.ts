import type { PolicySummary } from '../../../../shared/api/policy-shapes';
import { RESULT } from '../../../../shared/result-codes';
import { ApiError } from '../../../api/errors';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import type { ImageCode } from '../../../ui/form/ImageCodeField';
import { useOneAtATime, withLoading } from '../../../ui/loading';

/**
 * Runs a policy query the way every query form does: on success the list goes
 * to the store and the result page opens, marked as entered from the query
 * page; when the server asks for an image code (after repeated misses),
 * `onCodeAsked` lets the form show one; every answer uses the image up, so the
 * image is renewed and the code typed for it cleared. A query on its way is
 * not sent again: a second tap would race the first for the same SMS code or
 * image, lose, and cover the first one's result with "验证码已失效".
 */
export function useRunQuery(image: ImageCode, onCodeAsked: () => void) {
  const navigate = useNavigate();
  const setPolicy = useAppStore((s) => s.setPolicy);
  const setResults = useAppStore((s) => s.setPolicyResults);

  return useOneAtATime(async (query: () => Promise<{ policy_Info_List: PolicySummary[] }>) => {
    try {
      const answer = await withLoading(query);
      setResults({
        policy_Info_List: answer.policy_Info_List,
        currentPolicyNo: answer.policy_Info_List[0]?.policyNo ?? '',
      });
      setPolicy({ resultFromQuery: true });
      navigate('/policy-queryResult', { state: { fromQuery: true } });
    } catch (err) {
      if (err instanceof ApiError && err.code === RESULT.WRONG_CODE) onCodeAsked();
    } finally {
      image.renew();
    }
  });
}
