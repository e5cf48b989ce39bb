import { useEffect, useState } from 'react';
import { delivery } from '../../../../shared/api/delivery';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import { CardPage } from '../../../ui/card-page';
import { EmptyState } from '../../../ui/empty-state';
import { HotlineLink } from '../../../ui/hotline-link';
import { DeliveryCard } from '../components/DeliveryCard';
import '../components/delivery.css';
import { justSearched } from '../components/last-search';

type Freshness = 'fresh' | 'reading' | 'stale';

/** /order-deliveryInfo: the car's policies on their way, then the insured's other printed policies. */
export default function OrderDeliveryInfoPage() {
  const { list, moreSecurityList, searchData } = useAppStore((s) => s.delivery);
  const setDelivery = useAppStore((s) => s.setDelivery);
  // The kept list is what the server said when the customer searched, maybe days ago (the store
  // outlives the visit): it is re-read on open and marked as the earlier status until the answer comes.
  const [freshness, setFreshness] = useState<Freshness>(() =>
    list.length === 0 || justSearched() ? 'fresh' : 'reading',
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per open, with the search kept at that moment
  useEffect(() => {
    if (freshness !== 'reading') return;
    let live = true;
    // Silent: a failure leaves the kept status on screen, marked as such, instead of a dialog.
    api(
      { ...delivery.orderDelivery, silent: true },
      { ...searchData, identifyType: searchData.identifyType ?? RESIDENT_ID_TYPE },
    )
      .then((found) => {
        if (!live) return;
        setDelivery({ list: found.list, moreSecurityList: found.moreSecurityList });
        setFreshness('fresh');
      })
      .catch(() => live && setFreshness('stale'));
    return () => {
      live = false;
    };
  }, []);
  if (list.length === 0)
    return (
      <CardPage title="配送信息">
        {/* The shared empty page, as the claims and invoice pages have: its button is a full-size target. */}
        <EmptyState message="暂无配送信息，请先查询。" action={{ text: '去查询', to: '/order-delivery' }} />
      </CardPage>
    );
  return (
    <CardPage title="配送信息">
      {freshness !== 'fresh' && (
        <p className="dl-tip" role="status">
          {freshness === 'reading'
            ? '正在更新配送状态，以下为您上次查询时的状态…'
            : '暂未能更新配送状态，以下为您上次查询时的状态，请稍后再试。'}
        </p>
      )}
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
