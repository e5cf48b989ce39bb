import type { HomeColumn } from '../../../../shared/api/content';
import { useCareMode } from '../care/care-mode';
import { LinkTo } from '../components/LinkTo';
import { failedToLoad, ReadFailed } from '../components/ReadFailed';
import { content, useContent } from '../lib/queries';
import { AdsBlock, CommentsBlock, FundBlock, LinksBlock, NewsBlock } from './blocks-info';
import { ProductMallBlock, RiskClassBlock, ServicesBlock } from './blocks-products';
import { LazySection } from './LazySection';

/** Reserved heights (px) of each block type while its data is on the way. */
const MIN_HEIGHT: Record<HomeColumn['type'], number> = {
  banner: 0,
  services: 300,
  riskClass: 220,
  productMall: 420,
  ads: 130,
  news: 300,
  comments: 420,
  fund: 240,
  links: 130,
};

/**
 * The blocks of a channel (home or care home) in the order the content files
 * give them: the layout is one call (selectChannel); each block loads its own
 * data when it comes near the screen.
 */
export function HomeSections(props: { channel: 'home' | 'care' }) {
  const layout = useContent(content.selectChannel, { channelCode: props.channel });
  const { data } = layout;
  const [care] = useCareMode();
  // Without its layout the home was a blank stretch for good (the care home all but its header).
  if (failedToLoad(layout)) return <ReadFailed read={layout} what="首页服务" />;
  if (!data) return <div className="home-sections-placeholder" style={{ minHeight: 600 }} aria-hidden="true" />;
  const columns = data.columns.filter((c) => !(care && c.careHidden));
  return (
    <div className="home-sections">
      {columns.map((column) => (
        <LazySection
          key={column.code}
          id={column.code}
          title={column.title}
          minHeight={MIN_HEIGHT[column.type]}
          careHidden={column.careHidden}
          className={column.type === 'ads' ? 'content-ad' : undefined}
          moreLink={
            column.moreLink ? (
              <LinkTo to={column.moreLink} className="home-block-more" label={`${column.title}：查看更多`}>
                更多
              </LinkTo>
            ) : undefined
          }
        >
          {(visible) => <Block column={column} visible={visible} />}
        </LazySection>
      ))}
    </div>
  );
}

function Block({ column, visible }: { column: HomeColumn; visible: boolean }) {
  switch (column.type) {
    case 'services':
      return <ServicesBlock modules={column.modules} />;
    case 'links':
      return <LinksBlock modules={column.modules} />;
    case 'riskClass':
      return <RiskClassBlock visible={visible} />;
    case 'productMall':
      return <ProductMallBlock visible={visible} />;
    case 'ads':
      return <AdsBlock visible={visible} />;
    case 'news':
      return <NewsBlock visible={visible} />;
    case 'comments':
      return <CommentsBlock visible={visible} />;
    case 'fund':
      return <FundBlock visible={visible} />;
    default:
      return null;
  }
}
