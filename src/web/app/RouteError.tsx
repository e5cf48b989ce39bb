import Button from 'antd-mobile/es/components/button';
import { HOTLINE, HOTLINE_TEL } from '../../shared/constants';
import { CATALOGUE } from '../../shared/result-codes';
import { PageLoadTimeout } from './lazy-page';
import { Link } from './router';

/**
 * A page that could not be loaded or crashed while showing. A timed-out chunk
 * shows the catalogue's page-load text; anything else the network text, since
 * a failed chunk download is by far the likeliest cause on a phone.
 */
export function RouteError(props: { error: unknown }) {
  const { error } = props;
  const message = error instanceof PageLoadTimeout ? CATALOGUE.pageLoadTimeout : CATALOGUE.network;
  return (
    <main className="status-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="status-title">
        页面暂时无法打开
      </h1>
      <p className="status-text" role="alert">
        {message}
      </p>
      <div className="status-actions">
        <Button color="primary" block onClick={() => window.location.reload()}>
          刷新
        </Button>
        <Link className="status-link" to="/" replace>
          返回首页
        </Link>
        <a className="status-link" href={HOTLINE_TEL}>
          拨打客服热线 {HOTLINE}
        </a>
      </div>
    </main>
  );
}
