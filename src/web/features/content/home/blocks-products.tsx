import type { HomeColumn } from '../../../../shared/api/content';
import { moneyText } from '../../../../shared/rules/money';
import { ContentImage } from '../components/ContentImage';
import { LinkTo } from '../components/LinkTo';
import { failedToLoad, ReadFailed } from '../components/ReadFailed';
import { content, useContent } from '../lib/queries';

/** Large service entries (the care home's main grid). */

// Each block whose read fails says so with 重新加载 (ReadFailed, as the content pages do) in place of its card;
// before, its title stood over an empty card.
export function ServicesBlock({ modules }: { modules: HomeColumn['modules'] }) {
  return (
    <ul className="block-services">
      {modules.map((m) => (
        <li key={m.code}>
          <LinkTo to={m.link} className="block-service" track={`service-${m.code}`}>
            {m.icon && <ContentImage image={m.icon} decorative className="block-service-icon" />}
            <span className="block-service-title">{m.title}</span>
            {m.subtitle && <span className="block-service-sub">{m.subtitle}</span>}
          </LinkTo>
        </li>
      ))}
    </ul>
  );
}

export function RiskClassBlock({ visible }: { visible: boolean }) {
  const read = useContent(content.riskClass, {}, visible);
  if (failedToLoad(read)) return <ReadFailed read={read} what="险种分类" />;
  const { data } = read;
  return (
    <ul className="block-risk">
      {data?.list.map((r) => (
        <li key={r.code}>
          <LinkTo to={`/product-list?riskClass=${r.code}`} className="block-risk-item" track={`risk-${r.code}`}>
            <ContentImage image={r.icon} decorative className="block-risk-icon" />
            <span>{r.name}</span>
          </LinkTo>
        </li>
      ))}
    </ul>
  );
}

export function ProductMallBlock({ visible }: { visible: boolean }) {
  const read = useContent(content.productMallList, { pageNo: 1, pageSize: 4 }, visible);
  if (failedToLoad(read)) return <ReadFailed read={read} what="热销产品" />;
  const { data } = read;
  return (
    <ul className="block-products">
      {data?.list.map((p) => (
        <li key={p.code}>
          <LinkTo to={`/product-list?productCode=${p.code}`} className="product-card" track={`product-${p.code}`}>
            <ContentImage image={p.image} decorative className="product-card-img" />
            <span className="product-card-body">
              <span className="product-card-name">{p.name}</span>
              <span className="product-card-summary">{p.summary}</span>
              <span className="product-card-price">
                <strong>¥{moneyText(p.priceFrom)}</strong> 起
              </span>
            </span>
          </LinkTo>
        </li>
      ))}
    </ul>
  );
}
