import { PageHeader } from '../../../app/PageHeader';
import { useAppStore } from '../../../store';
import { GroupBuyLinkForm } from '../components/GroupBuyLinkForm';
import '../components/groupbuy.css';

/** /groupBuy-noncarLink: the non-car promotion links, with the list generated this session. */
export default function GroupBuyNoncarLinkPage() {
  const links = useAppStore((s) => s.groupBuy.noncarLinks);
  return (
    <>
      <PageHeader title="非车险推广链接" />
      <main className="gb-page">
        <p className="gb-intro">非车险链接需选到区县，每个出单机构、代理人和项目各生成一条链接。</p>
        <GroupBuyLinkForm kind="noncar" />
        <section className="gb-card" aria-label="我的非车险链接">
          <h2>我的非车险链接</h2>
          {links.length === 0 ? (
            <p className="gb-empty">暂无链接</p>
          ) : (
            <ul className="gb-list">
              {links.map((l) => (
                <li key={l.groupByNo}>
                  {l.groupByNo} · {l.comName}
                  <br />
                  <a className="gb-link" href={l.shortUrl}>
                    {l.shortUrl}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
