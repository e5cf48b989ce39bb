import { PageHeader } from '../../../app/PageHeader';
import { GroupBuyLinkForm } from '../components/GroupBuyLinkForm';
import '../components/groupbuy.css';

/** /groupBuy-carLink: the car promotion link of a staff member. */
export default function GroupBuyCarLinkPage() {
  return (
    <>
      <PageHeader title="车险推广链接" />
      <main className="gb-page">
        <p className="gb-intro">填写工号和出单机构，验证登记手机号后生成您的专属车险团购链接和二维码。</p>
        <GroupBuyLinkForm kind="car" />
      </main>
    </>
  );
}
