import { ContentImage } from '../components/ContentImage';
import { ContentPage } from '../components/ContentPage';
import { ReadFailed } from '../components/ReadFailed';
import { content, useContent } from '../lib/queries';
import '../components/pages.css';

/** How to follow the service account: its QR code and the steps (the drainage configuration's). */
export default function WechatFollowPage() {
  const read = useContent(content.drainageInit, {});
  const data = read.data;
  return (
    <ContentPage title="关注我们" className="cp">
      <ReadFailed read={read} what="服务号信息" />
      {data && (
        <section className="cp-card" aria-labelledby="follow-title">
          <h2 id="follow-title" className="cp-title">
            {data.title}
          </h2>
          <p className="cp-summary">{data.subtitle}</p>
          <ContentImage image={data.qrImage} className="cp-qr" eager />
          <ol className="cp-steps">
            {data.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
      )}
    </ContentPage>
  );
}
