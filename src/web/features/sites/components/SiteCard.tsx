import type { SiteInfo } from '../../../../shared/api/sites';
import { formatDistance, routeLink } from './location';

/** One site: what the list and the map card show. Text only; nothing from the server is treated as HTML. */
export function SiteCard(props: { site: SiteInfo; onMap?: () => void; selected?: boolean }) {
  const { site, onMap, selected } = props;
  return (
    <article className={`site-card${selected ? ' site-card-selected' : ''}`} data-site-id={site.siteId}>
      <header className="site-card-head">
        <h3 className="site-card-name">{site.name}</h3>
        {site.distanceKm !== undefined && <span className="site-card-distance">{formatDistance(site.distanceKm)}</span>}
      </header>
      <div className="site-card-tags">
        {site.typeNames.map((t) => (
          <span key={t} className="site-tag site-tag-type">
            {t}
          </span>
        ))}
      </div>
      <p className="site-card-line">地址：{site.address}</p>
      <p className="site-card-line">营业时间：{site.hours}</p>
      <p className="site-card-line">服务项目：{site.serviceNames.join('、')}</p>
      <div className="site-card-actions">
        <a className="site-action site-action-phone" href={`tel:${site.phone.replace(/[^\d]/g, '')}`}>
          电话 {site.phone}
        </a>
        <a className="site-action" href={routeLink(site)} target="_blank" rel="noopener noreferrer">
          路线
        </a>
        {onMap && (
          <button type="button" className="site-action" onClick={onMap}>
            地图
          </button>
        )}
      </div>
    </article>
  );
}
