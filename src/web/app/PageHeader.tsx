import { useAppStore } from '../store';
import { LeftOutline } from './icons';
import { useNavigate } from './router';

/** True when this visit has a page of ours to go back to (the router numbers its entries). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * The bar on top of every page but home: back, title, home. Hidden inside host
 * apps with their own bar (showHeadFlag); the home button is left out where the
 * channel may not leave to our home (allowGoHome).
 */
export function PageHeader(props: { title: string }) {
  const navigate = useNavigate();
  const showHead = useAppStore((s) => s.global.basicInfo.showHeadFlag);
  const allowGoHome = useAppStore((s) => s.global.basicInfo.allowGoHome);
  if (!showHead) return null;
  return (
    <header className="page-header">
      <button
        type="button"
        className="page-header-button"
        aria-label="返回"
        data-track="header-back"
        onClick={() => (canGoBack() ? navigate(-1) : navigate('/', { replace: true }))}
      >
        <LeftOutline />
      </button>
      <h1 className="page-header-title">{props.title}</h1>
      {allowGoHome ? (
        <button
          type="button"
          className="page-header-button page-header-home"
          data-track="header-home"
          onClick={() => navigate('/')}
        >
          首页
        </button>
      ) : (
        <span className="page-header-button" aria-hidden="true" />
      )}
    </header>
  );
}
