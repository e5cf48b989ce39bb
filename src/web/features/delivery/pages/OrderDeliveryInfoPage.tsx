import { useAppStore } from '../../../store';
import { CardPage } from '../../../ui/card-page';
import { EmptyState } from '../../../ui/empty-state';
import { HotlineLink } from '../../../ui/hotline-link';
import { DeliveryCard } from '../components/DeliveryCard';
import '../components/delivery.css';

/** /order-deliveryInfo: the car's policies on their way, then the insured's other printed policies. */
export default function OrderDeliveryInfoPage() {
  const { list, moreSecurityList } = useAppStore((s) => s.delivery);
  if (list.length === 0)
    return (
      <CardPage title="配送信息">
        {/* The shared empty page, as the claims and invoice pages have: its button is a full-size target. */}
        <EmptyState message="暂无配送信息，请先查询。" action={{ text: '去查询', to: '/order-delivery' }} />
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
