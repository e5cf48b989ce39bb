import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { DeliveryCard } from '../components/DeliveryCard';
import '../components/delivery.css';

/** /order-deliveryInfo: the car's policies on their way, then the insured's other printed policies. */
export default function OrderDeliveryInfoPage() {
  const navigate = useNavigate();
  const { list, moreSecurityList } = useAppStore((s) => s.delivery);
  if (list.length === 0)
    return (
      <CardPage title="配送信息">
        <Card>
          <p>暂无配送信息，请先查询。</p>
          <Button block color="primary" onClick={() => navigate('/order-delivery')}>
            去查询
          </Button>
        </Card>
        <HotlineLink />
      </CardPage>
    );
  return (
    <CardPage title="配送信息">
      {list.map((d) => (
        <DeliveryCard key={d.deliveryNo} item={d} />
      ))}
      {moreSecurityList.length > 0 && (
        <>
          <p className="dl-tip">更多保障：您名下的其他纸质保单</p>
          {moreSecurityList.map((d) => (
            <DeliveryCard key={d.deliveryNo} item={d} />
          ))}
        </>
      )}
      <HotlineLink />
    </CardPage>
  );
}
