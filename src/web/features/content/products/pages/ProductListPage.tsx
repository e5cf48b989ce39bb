import { HOTLINE, HOTLINE_TEL } from '../../../../../shared/constants';
import { useSearchParams } from '../../../../app/router';
import { ArticleBody } from '../../components/ArticleBody';
import { ContentImage } from '../../components/ContentImage';
import { ContentPage } from '../../components/ContentPage';
import { LinkTo } from '../../components/LinkTo';
import { MoreButton } from '../../components/MoreButton';
import { failedToLoad, ReadFailed } from '../../components/ReadFailed';
import { content, useContent } from '../../lib/queries';
import { useListPages } from '../../lib/use-list-pages';
import { ProductCard } from '../components/ProductCard';
import '../../components/pages.css';
import { moneyText } from '../../../../../shared/rules/money';

/** Products of one risk class (?riskClass=), or one product's detail (?productCode=). */
export default function ProductListPage() {
  const [params] = useSearchParams();
  const code = params.get('productCode');
  return code ? <ProductDetail code={code} /> : <ProductList riskClass={params.get('riskClass') ?? undefined} />;
}

function ProductList({ riskClass }: { riskClass?: string }) {
  const classes = useContent(content.riskClass, {});
  const list = useListPages(content.productMallList, { riskClassCode: riskClass }, (p) => p.code);
  const data = list.first.data;
  const name = classes.data?.list.find((c) => c.code === riskClass)?.name;
  return (
    <ContentPage title={name ? `${name}产品` : '产品列表'} className="cp">
      <ReadFailed read={list.first} what="产品列表" />
      <section className="cp-card" aria-label="产品列表">
        {data && list.items.length === 0 && <p className="cp-empty">该分类暂无在售产品。</p>}
        <ul className="block-products">
          {list.items.map((p) => (
            <li key={p.code}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
        {list.hasMore && <MoreButton list={list} />}
      </section>
    </ContentPage>
  );
}

function ProductDetail({ code }: { code: string }) {
  const read = useContent(content.querySupportProduct, { productCode: code });
  const data = read.data;
  const p = data?.product;
  return (
    <ContentPage title={p?.name ?? '产品详情'} className="cp">
      <ReadFailed read={read} what="产品信息" />
      {read.isError && !failedToLoad(read) && (
        <p className="cp-empty">
          该产品不存在或已下架。<LinkTo to="/product-center">去产品中心看看</LinkTo>
        </p>
      )}
      {p && (
        <>
          <ContentImage image={p.image} className="cp-hero" eager />
          <section className="cp-card" aria-labelledby="product-title">
            <h2 id="product-title" className="cp-title">
              {p.name}
            </h2>
            <p className="cp-summary">{p.summary}</p>
            <p>
              {p.tags.map((t) => (
                <span key={t} className="cp-tag">
                  {t}
                </span>
              ))}
              {!p.tags.includes(p.riskClassName) && <span className="cp-tag">{p.riskClassName}</span>}
            </p>
            <p className="product-card-price">
              <strong>¥{moneyText(p.priceFrom)}</strong> 起/年
            </p>
          </section>
          {p.sections.map((s) => (
            <section key={s.title} className="cp-card" aria-label={s.title}>
              <h2 className="cp-title">{s.title}</h2>
              <ArticleBody body={s.body} headingLevel={3} />
            </section>
          ))}
          <BuyLinks code={p.code} buyLink={p.buyLink} />
          <p className="cp-meta">
            投保前请仔细阅读保险条款，如有疑问请拨打 <a href={HOTLINE_TEL}>{HOTLINE}</a>。本页产品为演示内容。
          </p>
        </>
      )}
    </ContentPage>
  );
}

/**
 * What a portal link of a product's buyLink does, in words: the car products link to the one-click
 * renewal, which finds a policy already held. Called 立即办理, it sent a first-time buyer to a form that
 * asks for the plate of a policy they do not have.
 */
const LINK_LABELS: Record<string, string> = { '/renewal-hint': '已投保车辆：一键续保' };

/** The product's way to buy: the hotline, or a portal page named for what it does with the hotline beside it. */
function BuyLinks({ code, buyLink }: { code: string; buyLink: string }) {
  const consult = `咨询投保 ${HOTLINE}`;
  if (buyLink.startsWith('tel:'))
    return (
      <LinkTo to={buyLink} className="cp-primary" track={`buy-${code}`}>
        {consult}
      </LinkTo>
    );
  return (
    <div className="cp-buy">
      <LinkTo to={buyLink} className="cp-primary" track={`buy-${code}`}>
        {LINK_LABELS[buyLink.split('?')[0]] ?? '立即办理'}
      </LinkTo>
      {/* A first purchase is made with an adviser: the way for a customer the page above is not for. */}
      <LinkTo to={HOTLINE_TEL} className="cp-more" track={`buy-call-${code}`}>
        新投保请拨打 {HOTLINE}
      </LinkTo>
    </div>
  );
}
