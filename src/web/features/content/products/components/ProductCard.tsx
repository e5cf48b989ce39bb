import type { Highlighted, ProductSummary } from '../../../../../shared/api/content';
import { ContentImage } from '../../components/ContentImage';
import { Highlight } from '../../components/Highlight';
import { LinkTo } from '../../components/LinkTo';
import '../../home/home-blocks.css';
import { moneyText } from '../../../../../shared/rules/money';

/** One product in a list: picture, name, summary, tags and the lowest price. */
export function ProductCard(props: { product: ProductSummary; nameParts?: Highlighted; summaryParts?: Highlighted }) {
  const p = props.product;
  return (
    <LinkTo to={`/product-list?productCode=${p.code}`} className="product-card" track={`product-${p.code}`}>
      <ContentImage image={p.image} decorative className="product-card-img" />
      <span className="product-card-body">
        <span className="product-card-name">{props.nameParts ? <Highlight parts={props.nameParts} /> : p.name}</span>
        <span className="product-card-summary">
          {props.summaryParts ? <Highlight parts={props.summaryParts} /> : p.summary}
        </span>
        <span>
          {p.tags.map((t) => (
            <span key={t} className="cp-tag">
              {t}
            </span>
          ))}
        </span>
        <span className="product-card-price">
          <strong>¥{moneyText(p.priceFrom)}</strong> 起
        </span>
      </span>
    </LinkTo>
  );
}
