import { ContentImage } from '../components/ContentImage';
import { ContentPage } from '../components/ContentPage';
import { LinkTo } from '../components/LinkTo';
import { ReadFailed } from '../components/ReadFailed';
import { content, useContent } from '../lib/queries';
import '../components/pages.css';

/** The drainage landing page, as drainage/init configures it; the global showDrainage flag can switch it off. */
export default function DrainagePage() {
  const read = useContent(content.drainageInit, {});
  const data = read.data;
  if (data && !data.showDrainage)
    return (
      <ContentPage title="活动已结束" className="cp">
        <p className="cp-empty">本次活动已结束，感谢关注。</p>
        <LinkTo to="/" className="cp-primary">
          返回首页
        </LinkTo>
      </ContentPage>
    );
  return (
    <ContentPage title={data?.title ?? '关注服务号'} className="cp">
      <ReadFailed read={read} what="活动内容" />
      <div style={{ aspectRatio: '750 / 300' }}>
        {data && <ContentImage image={data.image} className="cp-hero" eager />}
      </div>
      {data && (
        <section className="cp-card" aria-labelledby="drainage-title">
          <h2 id="drainage-title" className="cp-title">
            {data.subtitle}
          </h2>
          <ContentImage image={data.qrImage} className="cp-qr" />
          <ol className="cp-steps">
            {data.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <LinkTo to={data.link} className="cp-primary">
            {data.buttonText}
          </LinkTo>
        </section>
      )}
    </ContentPage>
  );
}
