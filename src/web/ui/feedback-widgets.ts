import { Dialog, Toast } from 'antd-mobile';
import { TOAST_DURATION_MS } from '../../shared/constants';

/*
 * antd-mobile's Dialog and Toast, which animate with react-spring (≈25 kB gzip
 * with their styles). Only ui/feedback.ts imports this module, lazily: see there.
 */
Toast.config({ duration: TOAST_DURATION_MS, position: 'center' });

export { Dialog, Toast };
