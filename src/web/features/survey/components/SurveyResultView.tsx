import { Button } from 'antd-mobile';
import { PRIZE_COUPON_MIN_PREMIUM, PRIZE_COUPON_VALID_DAYS } from '../../../../shared/api/survey';
import { moneyText } from '../../../../shared/rules/money';
import { useNavigate } from '../../../app/router';
import type { SurveyResult } from '../../../store/slices/survey';

/**
 * After answering: the prize won (with its code) or thanks when the pool is empty. `onAnotherSheet`, while
 * the activity is open, offers a fresh sheet to someone else on this phone (their own mobile).
 */
export function SurveyResultView(props: { result: SurveyResult; onAnotherSheet?: () => void }) {
  const navigate = useNavigate();
  const { prize, ackNo, duplicate, smsSent } = props.result;
  return (
    <section className="sv-result" aria-live="polite">
      {prize ? (
        <>
          <p className="sv-result-lead">{duplicate ? '您已参与过本次问卷' : '恭喜您获得'}</p>
          <p className="sv-prize" data-testid="prize-name">
            {prize.name}
          </p>
          <p className="sv-prize-amount">¥{moneyText(prize.amount)}</p>
          <p>
            兑换码 <strong data-testid="prize-code">{prize.code}</strong>
          </p>
          <p className="sv-note">
            红包券已放入“红包卡券”，{PRIZE_COUPON_VALID_DAYS}天内支付保费满{moneyText(PRIZE_COUPON_MIN_PREMIUM)}
            元的订单（投保人手机号为本手机号）可抵扣使用。
          </p>
          {/* What really happened to the SMS: one that failed is sent again by the server, not announced as sent. */}
          <p className="sv-note" data-testid="prize-sms">
            {smsSent === false
              ? '兑换码短信暂未发出，稍后将自动补发；兑换码以本页为准，请留存。'
              : '兑换码已短信发送到您的手机。'}
          </p>
          <Button block fill="outline" color="primary" onClick={() => navigate('/redEnvelope-coupon')}>
            查看我的红包券
          </Button>
        </>
      ) : (
        <>
          <p className="sv-result-lead">感谢您的参与！</p>
          <p className="sv-note">本期奖品已全部送出，您的宝贵意见我们已收到。</p>
        </>
      )}
      <p className="sv-note">受理编号：{ackNo}</p>
      {props.onAnotherSheet && (
        <>
          <Button block fill="outline" color="primary" onClick={props.onAnotherSheet}>
            换个手机号再答一份
          </Button>
          <p className="sv-note">每个手机号限答一次，家人朋友可用本人手机号在此作答。</p>
        </>
      )}
      <Button block color="primary" onClick={() => navigate('/', { replace: true })}>
        返回首页
      </Button>
    </section>
  );
}
