import { content, type MoreServicesData } from '../../../../shared/api/content';
import { ContentImage } from '../components/ContentImage';
import { ContentPage } from '../components/ContentPage';
import { LinkTo } from '../components/LinkTo';
import { ReadFailed } from '../components/ReadFailed';
import { useStaticJson } from '../lib/queries';
import '../components/pages.css';
import '../home/home-blocks.css';

/** Every service entry by group (from the static more-services.json). */
export default function MoreServicesPage() {
  const read = useStaticJson<MoreServicesData>(content.moreServicesJson);
  const data = read.data;
  return (
    <ContentPage title="更多服务" className="cp">
      <ReadFailed read={read} what="服务列表" />
      {data?.groups.map((g) => (
        <section key={g.title} className="cp-card" aria-label={g.title}>
          <h2 className="cp-title">{g.title}</h2>
          <ul className="block-links">
            {g.entries.map((m) => (
              <li key={m.code}>
                <LinkTo to={m.link} className="block-link" track={`more-${m.code}`}>
                  {m.icon && <ContentImage image={m.icon} decorative className="block-link-icon" />}
                  <span>{m.title}</span>
                </LinkTo>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ContentPage>
  );
}
