import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { payment } from '../../../../shared/api/payment';
import { RESULT } from '../../../../shared/result-codes';
import { api } from '../../../api/client';
import { ApiError, failureText } from '../../../api/errors';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { latestRead } from '../../../ui/latest-read';
import { PageResult, type ResultState } from '../../../ui/page-result';
import { yuan } from '../components/amount-due';
import { ExpiredOrderAdvice } from '../components/ExpiredOrderAdvice';
import { RefundNote } from '../components/PaymentNotes';
import { useOrderId } from '../lib';
import '../components/payment.css';

type Outcome = ResponseOf<typeof payment.orderRelegation>;
/**
 * Nothing more will change by asking. An order expired while a payment of it may still be notified
 * (paymentMayLand: money taken before the deadline, its notice late) is not settled: it may yet be paid.
 */
const SETTLED = (o: Outcome) =>
  o.status !== 'paying' &&
  !(o.status === 'paid' && o.issueStatus === 'pending') &&
  !(o.status === 'expired' && o.paymentMayLand);

/** How often and how many times one round asks for the outcome: every 1.5 s for a minute. */
const ASK_EVERY_MS = 1500;
const ASKS_PER_ROUND = 40;
/**
 * Asked quietly: coming back from a wallet app, the first ask often fails while the phone's network
 * resumes, and one failure ended the round with a dialog and 未能查询支付结果. A failure of the network
 * or the server is asked again on the same timer, up to this many in a row; the page says it gave up.
 */
const FAILURES_IN_A_ROW = 3;
const quietRead = { ...payment.orderRelegation, silent: true };
const transient = (err: unknown) =>
  err instanceof ApiError && (err.status !== undefined || err.code === RESULT.UPSTREAM_DOWN);

/**
 * /order-pay-detail?orderId=: where the cashier returns. The gateway's
 * notification may land a moment after the browser, so the page asks again
 * every 1.5 s for up to a minute until the outcome is settled. An order still
 * `paying` after that minute is told so, with what to do: ask again, or go
 * back to the order and pay (the same trade is answered, payment.ts). An order
 * that ran out while its payment may still be notified is asked for the same
 * way and never told 订单已过期: the customer may have paid. Coming back to the
 * page (the phone woken, the cashier's app left) asks again at once while the
 * outcome is open, so a late notice shows without a reload.
 */
export default function OrderPayDetailPage() {
  const orderId = useOrderId();
  // Another order in the address is another page: nothing of the last one's carries over while it loads.
  return <OrderPayDetail key={orderId} orderId={orderId} />;
}

function OrderPayDetail({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** Why the round of asking gave up (the page says it), or null. */
  const [failure, setFailure] = useState<string | null>(null);
  const failed = failure !== null;
  /** The minute of asking passed without a settled outcome. */
  const [waitedOut, setWaitedOut] = useState(false);
  /** Each "重新查询" starts another round of asking. */
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round is asked for by `round` alone
  useEffect(() => {
    if (!orderId) return;
    setFailure(null);
    setWaitedOut(false);
    // Leaving the page or a new round ends this round's asking: the next ask finds the signal aborted.
    return latestRead((signal) => {
      let tries = 0;
      let failuresInRow = 0;
      const ask = async () => {
        try {
          const answer = await api(quietRead, { orderId }, { signal });
          if (signal.aborted) return;
          failuresInRow = 0;
          setOutcome(answer);
          // The list at /order-pay, where the customer goes back to, shows the order as it now stands.
          useAppStore
            .getState()
            .updateOrder(answer.orderId, { subStatus: answer.status, statusText: answer.statusText });
          if (SETTLED(answer)) return;
          if (++tries < ASKS_PER_ROUND) window.setTimeout(ask, ASK_EVERY_MS);
          else setWaitedOut(true);
        } catch (err) {
          if (signal.aborted) return;
          if (transient(err) && ++failuresInRow < FAILURES_IN_A_ROW && ++tries < ASKS_PER_ROUND)
            window.setTimeout(ask, ASK_EVERY_MS);
          else setFailure(failureText(err, '请稍后重新查询，或返回订单页查看。'));
        }
      };
      void ask();
    });
  }, [orderId, round]);

  // Back on the page with the outcome still open (not read, still paying, run out with a payment maybe on
  // its way): a new round at once. A phone asleep or the cashier's app in front held the page past its
  // minute of asking, and a notice that landed meanwhile showed only after a reload.
  const open = failed || !outcome || !SETTLED(outcome);
  useEffect(() => {
    if (!orderId || !open) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') setRound((r) => r + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [orderId, open]);

  const stillPaying = outcome?.status === 'paying';
  /** Run out, but a payment taken before the deadline may still be notified: not told 已过期. */
  const mayLand = outcome?.status === 'expired' && outcome.paymentMayLand;
  const expired = outcome?.status === 'expired' && !outcome.paymentMayLand;
  // Waiting while the outcome is asked for or not yet paid; a warning where the customer must act
  // (the outcome could not be read, the order ran out); an error for a payment that did not go through.
  let state: ResultState = 'waiting';
  let title = '正在确认支付结果…';
  let text = '请稍候，不要重复支付。';
  if (failed || !orderId)
    [state, title, text] = ['warning', '未能查询支付结果', failure ?? '请稍后重新查询，或返回订单页查看。'];
  else if (outcome?.status === 'paid' && outcome.issueStatus === 'issued')
    [state, title, text] = ['success', '支付成功', '保单已出具，可在“保单查询”中查看并下载电子保单。'];
  else if (outcome?.status === 'paid')
    [state, title, text] = ['success', '支付成功', '保单正在出具，请稍后在“保单查询”中查看。'];
  else if (outcome?.status === 'failed')
    [state, title, text] = ['error', '支付未完成', '您已取消支付或支付未成功，可重新支付。'];
  // The way on follows in ExpiredOrderAdvice, by the order's origin (a renewal is renewed again, not
  // insured anew), as on the order's own page; before, this said 请重新投保 and offered only the list.
  else if (expired && outcome.lateRefund)
    // The customer did pay, too late: the money goes back (RefundNote says how much and how).
    [state, title, text] = [
      'warning',
      '订单已过期',
      '您的付款晚于最晚缴费日期，未能用于本订单，款项将原路退回。如需继续投保，请按下方提示办理。',
    ];
  else if (expired)
    [state, title, text] = ['warning', '订单已过期', '本订单已超过最晚缴费日期，请按下方提示继续办理。'];
  else if (outcome?.status === 'unpaid') [state, title, text] = ['waiting', '订单待支付', '请返回订单完成支付。'];
  else if (stillPaying && waitedOut)
    // Still waiting, not failed: the payment may yet arrive, and a ✕ or ! here would urge paying again.
    [state, title, text] = [
      'waiting',
      '暂未收到支付结果',
      '如您已在收银台付款，结果可能稍后才到，请勿重复付款，稍后点“重新查询”即可；如尚未付款，可点“继续支付”。如有重复扣款，多付的款项将退回原支付账户。',
    ];
  else if (mayLand && waitedOut)
    // The deadline has passed, but the customer may have paid before it: no 已过期, no way to insure anew.
    [state, title, text] = [
      'waiting',
      '暂未收到支付结果',
      '本订单已过最晚缴费日期。如您已在截止前付款，结果可能稍后才到，请勿重新投保，稍后点“重新查询”即可；如未付款，本订单已不能支付，可返回订单查询查看如何继续办理。',
    ];
  const offerAskAgain = Boolean(orderId) && (failed || ((stillPaying || mayLand) && waitedOut));

  return (
    <CardPage title="支付结果">
      <Card>
        <PageResult state={state} title={title}>
          <p>{text}</p>
          {outcome && <p>订单号：{outcome.orderId}</p>}
        </PageResult>
      </Card>
      {expired && outcome?.lateRefund && <RefundNote cause="late" amount={outcome.lateRefund} />}
      {/* Paid, and paid again (another cashier tab): the second payment goes back. */}
      {outcome?.status === 'paid' && outcome.duplicateRefund && (
        <RefundNote cause="duplicate" amount={outcome.duplicateRefund} />
      )}
      {expired && outcome && <ExpiredOrderAdvice order={outcome} origin={outcome.origin} />}
      {outcome && outcome.policies.length > 0 && (
        <Card title="已出具保单">
          {outcome.policies.map((p) => (
            <div className="pay-order-line pay-policy-line" key={p.policyNo}>
              <span>
                {p.riskName}：<strong>{p.policyNo}</strong>（保费{yuan(p.premium)}）
              </span>
              {/* Each policy's e-invoice is issued with it (invoice domain), for the premium less any red envelope.
                  The name starts with the visible words, so a voice command "查发票" finds the button. */}
              <Button
                fill="none"
                color="primary"
                size="small"
                className="pay-line-link"
                aria-label={`查发票：${p.policyNo}`}
                onClick={() => navigate(`/invoice-query?policyNo=${p.policyNo}`)}
              >
                查发票
              </Button>
            </div>
          ))}
          <p className="pay-hint">电子发票已同时开具：点“查发票”，填写投保人证件号码和姓名即可查询、下载。</p>
          <Button block color="primary" className="pay-submit" onClick={() => navigate('/policy-query')}>
            去保单查询
          </Button>
        </Card>
      )}
      {offerAskAgain && (
        <Card>
          <Button block color="primary" onClick={() => setRound((r) => r + 1)}>
            重新查询
          </Button>
          {stillPaying && (
            <Button block className="pay-submit" onClick={() => navigate(`/order-detail?orderId=${orderId}`)}>
              继续支付
            </Button>
          )}
        </Card>
      )}
      {outcome && ['failed', 'unpaid'].includes(outcome.status) && (
        <Card>
          <Button block color="primary" onClick={() => navigate(`/order-detail?orderId=${orderId}`)}>
            重新支付
          </Button>
        </Card>
      )}
      <Card>
        <Button block onClick={() => navigate('/order-pay')}>
          返回订单查询
        </Button>
      </Card>
      <HotlineLink />
    </CardPage>
  );
}
