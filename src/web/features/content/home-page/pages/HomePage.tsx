import { SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { HOTLINE, HOTLINE_TEL } from '../../../../../shared/constants';
import { INSURER_NAME } from '../../../../app/brand';
import { Link } from '../../../../app/router';
import { ROUTE_PATHS } from '../../../../app/routes';
import { groupServices, searchServices, visibleServices } from '../../../../app/services';
import { HomeSections } from '../../home/HomeSections';
import { HomeTop } from '../../home/HomeTop';
import { RenewalWindow } from '../../home/RenewalWindow';
import { HomeHeader } from '../components/HomeHeader';
import { SafetyTips } from '../components/SafetyTips';
import { ServiceGrid } from '../components/ServiceGrid';
import '../components/home.css';

/**
 * The home page (kept alive): the insurer's header, a search over the services,
 * the service grid grouped by need, the hotline, safety tips and the site links.
 * The search text is page state, so it is still there when the customer returns.
 */
export default function HomePage() {
  const [search, setSearch] = useState('');
  const services = useMemo(() => visibleServices(ROUTE_PATHS), []);
  const groups = groupServices(searchServices(services, search));

  return (
    <>
      <HomeHeader />
      <HomeTop />
      <main className="home">
        <search className="home-search">
          <SearchBar
            placeholder="搜索服务，如：发票、理赔"
            value={search}
            onChange={setSearch}
            style={{ '--height': '44px', '--border-radius': '22px', '--background': '#fff' }}
          />
        </search>
        {groups.length > 0 ? (
          <ServiceGrid groups={groups} />
        ) : (
          <p className="home-card home-empty" role="status">
            没有找到“{search.trim()}”相关的服务，可以换个词试试，或拨打 <a href={HOTLINE_TEL}>{HOTLINE}</a> 咨询。
          </p>
        )}
        <HomeSections channel="home" />
        <section className="home-card home-help" aria-labelledby="home-help-title">
          <h2 id="home-help-title" className="home-card-title">
            需要帮助？
          </h2>
          <p>保单、理赔、发票等问题，均可拨打客服热线，7×24小时有专人为您服务。</p>
          <a className="home-help-call" href={HOTLINE_TEL} data-track="home-help-call">
            拨打 {HOTLINE}
          </a>
          <Link className="home-help-link" to="/navigation" data-track="home-all-services">
            查看全部服务
          </Link>
        </section>
        <SafetyTips />
        <footer className="home-footer">
          <nav aria-label="网站信息">
            <Link to="/navigation">网站导航</Link>
            <Link to="/service_agreement">用户服务协议</Link>
            <Link to="/privacy_policy">隐私政策</Link>
            <Link to="/infomation-publish">公开信息披露</Link>
          </nav>
          <p>{INSURER_NAME}</p>
          <p>客服热线 {HOTLINE}</p>
        </footer>
      </main>
      <RenewalWindow />
    </>
  );
}
