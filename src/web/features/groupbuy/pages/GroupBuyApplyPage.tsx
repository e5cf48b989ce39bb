import { CheckList } from 'antd-mobile';
import { PageHeader } from '../../../app/PageHeader';
import { Link } from '../../../app/router';
import { useAppStore } from '../../../store';
import '../components/groupbuy.css';

/**
 * /groupBuy-applyLink: where staff start. Pick car or non-car; the commonly
 * used organisations (from links made before) carry a check mark, and the
 * checked one pre-fills the forms.
 */
export default function GroupBuyApplyPage() {
  const orgs = useAppStore((s) => s.groupBuy.commonOrgs);
  const checked = orgs.find((o) => o.checked);
  const check = useAppStore((s) => s.checkCommonOrg);
  return (
    <>
      <PageHeader title="团购推广链接申请" />
      <main className="gb-page">
        <p className="gb-intro">本页面供公司员工使用：生成专属推广链接后，客户通过链接报名即记在您的名下。</p>
        <nav className="gb-entries" aria-label="推广产品">
          <Link className="gb-entry" to="/groupBuy-carLink">
            <strong>车险</strong>
            <span>申请车险推广链接</span>
          </Link>
          <Link className="gb-entry" to="/groupBuy-noncarLink">
            <strong>非车险</strong>
            <span>申请非车险推广链接</span>
          </Link>
        </nav>
        <section className="gb-card" aria-label="常用出单机构">
          <h2>常用出单机构</h2>
          {orgs.length === 0 ? (
            <p className="gb-empty">生成过链接的机构会出现在这里，勾选后自动填入申请表。</p>
          ) : (
            <CheckList value={checked ? [checked.comCode] : []} onChange={(v) => v[0] && check(String(v[0]))}>
              {orgs.map((o) => (
                <CheckList.Item key={o.comCode} value={o.comCode} description={o.address}>
                  {o.comName}
                </CheckList.Item>
              ))}
            </CheckList>
          )}
        </section>
      </main>
    </>
  );
}
