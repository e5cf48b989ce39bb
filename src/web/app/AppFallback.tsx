import { LOADING_TEXT } from '../../shared/constants';

/**
 * Shown while the first page of a visit is fetched. A CSS spinner rather than
 * antd's SpinLoading, which animates with react-spring: the shell stays light.
 */
export function AppFallback() {
  return (
    <div className="app-fallback" role="status">
      <span className="app-spinner" aria-hidden="true" />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}
