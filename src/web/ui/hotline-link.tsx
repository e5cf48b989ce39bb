import { HOTLINE, HOTLINE_TEL } from '../../shared/constants';
import './hotline-link.css';

/** The hotline under a form or a result: one tap calls it. */
export function HotlineLink() {
  return (
    <a className="hotline-link" href={HOTLINE_TEL}>
      需要帮助？拨打客服热线 {HOTLINE}
    </a>
  );
}
