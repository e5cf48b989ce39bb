import { SpinLoading } from 'antd-mobile';
import { LOADING_TEXT } from '../../shared/constants';

/** Shown while the first page of a visit is fetched. */
export function AppFallback() {
  return (
    <div className="app-fallback" role="status">
      <SpinLoading color="primary" />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}
