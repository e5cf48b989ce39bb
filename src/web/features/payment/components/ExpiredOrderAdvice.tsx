import { Button } from 'antd-mobile';
import type { PaymentRecord } from '../../../../shared/api/payment';
import { HOTLINE_TEL } from '../../../../shared/constants';
import { useNavigate } from '../../../app/router';
import { Card } from '../../../ui/card-page';
import { expiredAdvice } from './expired-advice';

/**
 * At the head of an expired order's page: it can no longer be paid, and the way on that fits the order
 * (expired-advice.ts). Before, the page said 已过期 and nothing more, a dead end.
 */
export function ExpiredOrderAdvice(props: { order: PaymentRecord; origin: 'renewal' | 'proposal' }) {
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
