import { lazy, Suspense, useEffect, useState } from 'react';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { isCarPolicyNo, isOtherPolicyNo } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { dismissedRenewals } from '../../../store/slices/content';
import { latestRead } from '../../../ui/latest-read';
import { content } from '../lib/queries';

/**
 * Policy numbers this session has seen, wherever the policy pages keep them in
 * the one store. The server shows a window only for numbers the session has
 * proven, so reading them loosely here gives nothing away.
 */
export function knownPolicyNos(state: unknown): string[] {
  const found = new Set<string>();
  const text = JSON.stringify(state ?? {});
  for (const m of text.matchAll(/[PT][A-Z]{3}[0-9A-Z]{18}/g))
    if (isCarPolicyNo(m[0]) || isOtherPolicyNo(m[0])) found.add(m[0]);
  return [...found].slice(0, 20);
}

// The popup (antd's, with react-spring) loads only for the few visits that have a window to show.
const CenterPopup = lazy(() => import('../../../ui/center-popup').then((m) => ({ default: m.CenterPopup })));

type Window = ResponseOf<typeof content.oneClickRenewalWindow>;

/** The one-click renewal window: once per policy and session, never in the care edition (no pop-ups there). */
export function RenewalWindow() {
  const [answer, setAnswer] = useState<Window['policy']>(null);
  // The one field read, so the window does not render again for every change of the content slice.
  const dismissed = dismissedRenewals({ renewalDismissed: useAppStore((s) => s.content.renewalDismissed) });
  const care = useAppStore((s) => s.content.careMode);
  const dismiss = useAppStore((s) => s.dismissRenewal);
  const setRenewal = useAppStore((s) => s.setRenewal);
  const navigate = useNavigate();

  useEffect(() => {
    // Closed windows' policies are not asked about: the server answers the next one due instead.
    const state = useAppStore.getState();
    const closed = dismissedRenewals(state.content);
    const policyNos = knownPolicyNos(state).filter((no) => !closed.includes(no));
    if (policyNos.length === 0 || care) return;
    return latestRead((signal) => {
      api(content.oneClickRenewalWindow, { policyNos }, { signal })
        .then((r) => !signal.aborted && r.show && setAnswer(r.policy))
        .catch(() => undefined);
    });
  }, [care]);

  const policy = answer && !dismissed.includes(answer.policyNo) ? answer : null;
  const close = () => policy && dismiss(policy.policyNo);
  if (!answer || care) return null;
  return (
    <Suspense fallback={null}>
      <CenterPopup visible={!!policy && !care} onMaskClick={close} aria-labelledby="renewal-title" role="dialog">
        {policy && (
          <div className="renewal-window">
            <h2 id="renewal-title">您的保单即将到期</h2>
            <p>
              {policy.subject} 的{policy.riskName}将于 <strong>{policy.endDate}</strong> 到期，还剩{' '}
              <strong>{policy.daysLeft}</strong> 天。续保后保障不断档。
            </p>
            <div className="renewal-window-actions">
              <button type="button" className="renewal-later" onClick={close}>
                暂不需要
              </button>
              <button
                type="button"
                className="renewal-go"
                onClick={() => {
                  close();
                  // The renewal form starts on this policy: the customer adds only the insured's ID number.
                  const form = useAppStore.getState().renewal.form;
                  setRenewal({ form: { ...form, by: 'policy', policyNo: policy.policyNo }, result: null });
                  navigate(policy.link);
                }}
              >
                一键续保
              </button>
            </div>
          </div>
        )}
      </CenterPopup>
    </Suspense>
  );
}
