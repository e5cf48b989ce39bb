import { useNavigate } from '../../../../app/router';
import { useCareMode } from '../care-mode';

/**
 * The prominent switch into and out of the care edition. Turning it on opens the
 * care home; turning it off returns to the standard home. Remembered for the session.
 */
export function CareSwitch(props: { className?: string }) {
  const [on, setOn] = useCareMode();
  const navigate = useNavigate();
  const toggle = () => {
    setOn(!on);
    navigate(on ? '/' : '/careEdittion');
  };
  return (
    <button
      type="button"
      className={['care-switch', on ? 'is-on' : '', props.className].filter(Boolean).join(' ')}
      onClick={toggle}
      aria-pressed={on}
      data-track="care-switch"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z" fill="currentColor" />
      </svg>
      <span>{on ? '切换到标准版' : '关怀版'}</span>
    </button>
  );
}
