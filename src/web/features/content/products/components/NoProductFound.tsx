import { HotlineLink } from '../../../../ui/hotline-link';
import { LinkTo } from '../../components/LinkTo';
import { content, useContent } from '../../lib/queries';
import { ProductCard } from './ProductCard';

/**
 * What a product search that found nothing offers instead of an empty page: another try
 * (clearing the search brings back the suggested words), every product by risk class, the
 * best sellers the home page shows (its 热销产品, the mall's first four), and the hotline,
 * whose staff can name the right cover when the customer does not know its name.
 */
export function NoProductFound(props: { onClear: () => void }) {
  const sellers = useContent(content.productMallList, { pageNo: 1, pageSize: 4 });
  return (
    <>
      <section className="cp-card" aria-label="没有找到相关产品">
        <p className="cp-lead">换个关键词试试，如“意外”“医疗”“家财”，或按险种浏览全部产品。</p>
        <div className="cp-none-ways">
          <button type="button" className="cp-more" onClick={props.onClear}>
            清除搜索
          </button>
          <LinkTo to="/product-center" className="cp-more" track="search-none-center">
            浏览全部产品
          </LinkTo>
        </div>
      </section>
      {sellers.data && sellers.data.list.length > 0 && (
        <section className="cp-card" aria-labelledby="search-none-sellers">
          <h2 id="search-none-sellers" className="cp-title">
            热销产品
          </h2>
          <ul className="block-products">
            {sellers.data.list.map((p) => (
              <li key={p.code}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <HotlineLink />
    </>
  );
}
