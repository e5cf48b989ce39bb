import { CLAIM_STAGES, type ClaimDetail } from '../../../../shared/api/claims';
import { endedWithoutPayment, STAGE_NAMES, shortTime } from './format';

/**
 * The claim's progress: every step passed, with time, office and note, then
 * the stages still to come in grey, so the customer sees how far it has gone.
 * A withdrawn or refused claim has no stages to come.
 */
export function Timeline(props: { claim: ClaimDetail }) {
  const { steps, status } = props.claim;
  const passed = new Set(steps.map((s) => s.status));
  const todo = endedWithoutPayment(status) ? [] : CLAIM_STAGES.filter((s) => !passed.has(s));
  const shown = [...steps].reverse();
  return (
    <ol className="cl-timeline" aria-label="理赔进度">
      {todo.reverse().map((s) => (
        <li key={s} className="cl-step cl-step-todo">
          <span className="cl-step-dot" aria-hidden="true" />
          <div className="cl-step-name">{STAGE_NAMES[s]}（待处理）</div>
        </li>
      ))}
      {shown.map((s, i) => (
        <li
          key={`${s.status}-${s.at}`}
          className={`cl-step${i === 0 ? ' cl-step-current' : ''}`}
          aria-current={i === 0 ? 'step' : undefined}
        >
          <span className="cl-step-dot" aria-hidden="true" />
          <div className="cl-step-name">{s.statusName}</div>
          <div className="cl-step-time">{shortTime(s.at)}</div>
          <div className="cl-step-office">{s.office}</div>
          <div className="cl-step-note">{s.note}</div>
        </li>
      ))}
    </ol>
  );
}
