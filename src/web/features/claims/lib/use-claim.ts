import { useEffect, useState } from 'react';
import { type ClaimDetail, claims, REGIST_NO_PATTERN } from '../../../../shared/api/claims';
import { RESULT } from '../../../../shared/result-codes';
import { api } from '../../../api/client';
import { ApiError, failureText } from '../../../api/errors';
import { useSearchParams } from '../../../app/router';
import { useAppStore } from '../../../store';
import { latestRead } from '../../../ui/latest-read';
import { withLoading } from '../../../ui/loading';

export type Loaded =
  | { state: 'loading' }
  | { state: 'ok'; claim: ClaimDetail }
  | { state: 'empty'; message: string }
  | { state: 'failed'; retry: () => void };

/**
 * The server's word that there is no claim to show this session: no proof (or it ran out), or no such
 * claim. Anything else (no network for a moment, a time limit, a fault) says nothing of the proof, and
 * sending the customer back to query again was a detour: the page offers to load again instead.
 */
const noClaimToShow = (err: unknown) =>
  err instanceof ApiError && (err.code === RESULT.REFUSED || err.code === RESULT.NOT_FOUND);

/**
 * The claim as just read, in the list it was opened from: the list keeps the answer of its query (for
 * the session, in the store), so a claim that moved on since (paid, closed) read 已核赔 there after its
 * own page had said 已支付.
 */
function showInList(kind: 'car' | 'noncar', claim: ClaimDetail) {
  const { claims: kept, setClaims } = useAppStore.getState();
  const list = kind === 'car' ? kept.carClaims : kept.noCarClaims;
  if (!list.some((c) => c.registNo === claim.registNo)) return;
  const { status, statusName, estimatedAmount, paidAmount } = claim;
  const updated = list.map((c) =>
    c.registNo === claim.registNo ? { ...c, status, statusName, estimatedAmount, paidAmount } : c,
  );
  setClaims(kind === 'car' ? { carClaims: updated } : { noCarClaims: updated });
}

/**
 * One claim's detail and progress: `?registNo=` when given, else the claim
 * chosen last. The calls are silent, so this hook turns a refusal (no proof,
 * or it ran out) into a page that offers to query again.
 */
export function useClaim(kind: 'car' | 'noncar'): Loaded {
  const [params] = useSearchParams();
  const chosen = useAppStore((s) => (kind === 'car' ? s.claims.chosenCarClaim : s.claims.chosenNoCarClaim));
  const registNo = (params.get('registNo') ?? chosen).trim().toUpperCase();
  // Held with the claim it is about: another ?registNo= reads as loading, not as the last claim, until its own
  // answer comes.
  const [held, hold] = useState<{ registNo: string; loaded: Loaded }>({ registNo: '', loaded: { state: 'loading' } });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for the same claim again (重新加载)
  useEffect(() => {
    const setLoaded = (loaded: Loaded) => hold({ registNo, loaded });
    if (!REGIST_NO_PATTERN.test(registNo)) {
      setLoaded({ state: 'empty', message: '请先输入保单号和证件号码查询理赔信息' });
      return;
    }
    const endpoint = kind === 'car' ? claims.queryClaimSchedleInfo : claims.getClaimSchedle;
    return latestRead((signal) => {
      withLoading(() => api(endpoint, { registNo }, { signal }))
        .then((claim) => {
          if (signal.aborted) return;
          setLoaded({ state: 'ok', claim });
          if (kind === 'noncar') useAppStore.getState().setClaims({ noCarSchedule: claim, chosenNoCarClaim: registNo });
          else useAppStore.getState().setClaims({ chosenCarClaim: registNo });
          showInList(kind, claim);
        })
        .catch((err: unknown) => {
          if (signal.aborted) return;
          if (noClaimToShow(err))
            setLoaded({ state: 'empty', message: failureText(err, '理赔信息加载失败，请稍后再试') });
          else setLoaded({ state: 'failed', retry: () => setAttempt((n) => n + 1) });
        });
    });
  }, [kind, registNo, attempt]);
  return held.registNo === registNo ? held.loaded : { state: 'loading' };
}
