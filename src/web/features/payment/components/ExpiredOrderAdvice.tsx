import { Button } from 'antd-mobile';
import type { OrderOrigin } from '../../../../shared/api/payment';
import { HOTLINE_TEL } from '../../../../shared/constants';
import { useNavigate } from '../../../app/router';
import { Card } from '../../../ui/card-page';
import { type AdviceOrder, expiredAdvice } from './expired-advice';

/**
 * On an expired order's pages (the order, /order-detail, and the cashier's return, /order-pay-detail): it
 * can no longer be paid, and the way on that fits the order (expired-advice.ts). Before, the pages said
 * 已过期 (and 请重新投保) and nothing more, a dead end.
 */
export function ExpiredOrderAdvice(props: { order: AdviceOrder; origin: OrderOrigin }) {
  const navigate = useNavigate();
  const { lines, actions } = expiredAdvice(props.order, props.origin);
  return (
    <Card title="订单已失效" className="pay-expired">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {actions.map((a, i) => (
        <Button
          key={a.label}
          block
          color={i === 0 ? 'primary' : 'default'}
          className="pay-submit"
          onClick={() => ('to' in a ? navigate(a.to) : window.location.assign(HOTLINE_TEL))}
          data-track={`order-expired-${i}`}
        >
          {a.label}
        </Button>
      ))}
    </Card>
  );
}
