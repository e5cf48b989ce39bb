import { HOTLINE } from '../../../../shared/constants';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { SwipeTabs } from '../../../ui/swipe-tabs';
import { CarClaimForm } from '../components/CarClaimForm';
import '../components/claims.css';
import { NoCarClaimForm } from '../components/NoCarClaimForm';

/** /claims-query: car and non-car claims, on swipeable tabs. */
export default function ClaimsQueryPage() {
  const tab = useAppStore((s) => s.claims.tab);
  const setClaims = useAppStore((s) => s.setClaims);
  return (
    <CardPage className="cl-page" title="理赔查询">
      <Card flush>
        <SwipeTabs
          defaultIndex={tab === 'noncar' ? 1 : 0}
          onChange={(key) => setClaims({ tab: key === 'noncar' ? 'noncar' : 'car' })}
          tabs={[
            { key: 'car', title: '车险理赔', content: <CarClaimForm /> },
            { key: 'noncar', title: '非车险理赔', content: <NoCarClaimForm /> },
          ]}
        />
      </Card>
      <p className="cl-tip">
        温馨提示：为保护您的信息安全，需提供保单号与被保险人证件信息；多次查询失败将暂停查询1小时。报案请拨打{HOTLINE}。
      </p>
    </CardPage>
  );
}
