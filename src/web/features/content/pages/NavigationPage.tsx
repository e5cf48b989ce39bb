import { HOTLINE, HOTLINE_TEL } from '../../../../shared/constants';
import { Link } from '../../../app/router';
import { ROUTE_PATHS } from '../../../app/routes';
import { groupServices, visibleServices } from '../../../app/services';
import { ContentPage } from '../components/ContentPage';

/** Site pages that are not services but belong in a site map. */
const SITE_LINKS = [
  { route: '/', name: '首页', hint: '全部服务入口' },
  { route: '/service_agreement', name: '用户服务协议', hint: '使用本服务的约定' },
  { route: '/privacy_policy', name: '隐私政策', hint: '我们如何保护您的个人信息' },
];

/** Every built service, grouped as on the home page, plus the site's own pages. */
export default function NavigationPage() {
  const groups = groupServices(visibleServices(ROUTE_PATHS));
  return (
    <ContentPage title="网站导航">
      {groups.map((group) => (
        <section key={group.id} className="nav-group" aria-labelledby={`nav-${group.id}`}>
          <h2 id={`nav-${group.id}`}>{group.name}</h2>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <Link className="nav-link" to={entry.route} data-track={`nav-${entry.id}`}>
                  <span className="nav-link-name">{entry.name}</span>
                  <span className="nav-link-hint">{entry.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="nav-group" aria-labelledby="nav-site">
        <h2 id="nav-site">网站信息</h2>
        <ul>
          {SITE_LINKS.map((link) => (
            <li key={link.route}>
              <Link className="nav-link" to={link.route} data-track={`nav-site${link.route}`}>
                <span className="nav-link-name">{link.name}</span>
                <span className="nav-link-hint">{link.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="nav-more">
          找不到需要的服务？请拨打 <a href={HOTLINE_TEL}>客服热线 {HOTLINE}</a>，7×24小时为您服务。
        </p>
      </section>
    </ContentPage>
  );
}
