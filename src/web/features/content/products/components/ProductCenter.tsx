import { useEffect } from 'react';
import { useSearchParams } from '../../../../app/router';
import { ContentImage } from '../../components/ContentImage';
import { ContentPage } from '../../components/ContentPage';
import { LinkTo } from '../../components/LinkTo';
import { MoreButton } from '../../components/MoreButton';
import { failedToLoad, ReadFailed } from '../../components/ReadFailed';
import { content, useContent } from '../../lib/queries';
import { useListPages } from '../../lib/use-list-pages';
import { ProductCard } from './ProductCard';
import '../../components/pages.css';

/**
 * The product centre: risk classes as tabs, the chosen class's products below.
 * The care variant leaves out the ads and the search box's small print.
 */
export function ProductCenter(props: { care?: boolean }) {
  const classes = useContent(content.riskClass, {});
  // The class chosen lives in the address (?riskClass=, replaced, not pushed): back from a product's page
  // finds the class the customer was looking through, not 全部 again.
  const [params, setParams] = useSearchParams();
  const asked = params.get('riskClass') ?? undefined;
  const setSelected = (code: string | undefined) => setParams(code ? { riskClass: code } : {}, { replace: true });
  // A class the list does not have (an old or mistyped link) is 全部, pressed and shown, not an empty panel under
  // no tab; until the classes are read an asked class waits for them (a failed read lets the server decide).
  const known = !asked || classes.isError || classes.data?.list.some((c) => c.code === asked);
  const selected = classes.data && !known ? undefined : asked;
  // Paged as the other lists are (加载更多): a class with more products than one page shows them all.
  const pages = useListPages(
    content.productMallList,
    { riskClassCode: selected },
    (p) => p.code,
    !asked || classes.data !== undefined || classes.isError,
  );
  const products = pages.first;
  useEffect(() => {
    if (classes.data && !known) setParams({}, { replace: true });
  }, [classes.data, known, setParams]);
  const list = products.data ? pages.items : undefined;
  const ads = useContent(content.adsense, { position: 'productCenter' }, !props.care);
  const current = classes.data?.list.find((c) => c.code === selected);
  return (
    <ContentPage title="产品中心" className="cp">
      <LinkTo to="/search-product" className="cp-chip" track="center-search">
        搜索保险产品
      </LinkTo>
      {!props.care &&
        ads.data?.list.map((ad) => (
          <LinkTo key={ad.id} to={ad.link} className="block-ad content-ad">
            <ContentImage image={ad.image} eager />
          </LinkTo>
        ))}
      <div className="cp-chips" role="tablist" aria-label="险种分类">
        <button
          type="button"
          role="tab"
          aria-selected={!selected}
          className="cp-chip"
          onClick={() => setSelected(undefined)}
        >
          全部
        </button>
        {classes.data?.list.map((c) => (
          <button
            key={c.code}
            type="button"
            role="tab"
            aria-selected={selected === c.code}
            className="cp-chip"
            onClick={() => setSelected(c.code)}
          >
            {c.name}（{c.productCount}）
          </button>
        ))}
      </div>
      <ReadFailed read={products} what="产品列表" />
      <section className="cp-card" role="tabpanel" aria-label={current?.name ?? '全部产品'}>
        {current && <p className="cp-summary">{current.description}</p>}
        {!list && !failedToLoad(products) && <p className="cp-empty">加载中...</p>}
        {list?.length === 0 && <p className="cp-empty">{current ? '该分类暂无在售产品。' : '暂无在售产品。'}</p>}
        <ul className="block-products">
          {list?.map((p) => (
            <li key={p.code}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
        {pages.hasMore && <MoreButton list={pages} />}
      </section>
    </ContentPage>
  );
}
