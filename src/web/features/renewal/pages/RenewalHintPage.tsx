import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { renewal } from '../../../../shared/api/renewal';
import { moneyText } from '../../../../shared/rules/money';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import type { RenewalAnswer } from '../../../store/slices/renewal';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import { type Row, Rows } from '../../../ui/rows';
import { LapsedParts } from '../components/LapsedParts';
import { PAGE_OF, RenewalForm } from '../components/RenewalForm';
import { byDate, endsApart, partLabel } from '../lib/part-label';
import { queryBodyOf } from '../lib/query-body';
import '../components/renewal.css';

/**
 * 到期日期, or one row per part when a car's compulsory and commercial parts end on different days (bought at
 * different times): the earlier alone would say both end then.
 */
function endDateRows(answer: RenewalAnswer): Row[] {
  if (!endsApart(answer.parts)) return [['到期日期', answer.endDate]];
  return byDate(answer.parts).map((p) => [`${partLabel(p)}到期`, p.endDate]);
}

/** /renewal-hint: ask for the policy, then its renewal quote and the one-click renewal. */
export default function RenewalHintPage() {
  const navigate = useNavigate();
  // The home page's window puts its policy number into the kept form before it comes here (not in the
  // address, where a policy number would reach the history and the page-view reports).
  const result = useAppStore((s) => s.renewal.result);
  const setRenewal = useAppStore((s) => s.setRenewal);
  const shown = result && (result.state === 'open' || result.state === 'ordered') ? result : null;
  // A quote kept from an earlier visit (sessionStorage) may be out of date: paid at the cashier since,
  // when 立即续保 still showed and was refused as 该保单已续保成功, or past its day. Asked again once on
  // arrival, quietly (the kept quote stays if this fails); a renewal now paid or lapsed goes to its page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival, with what was kept then
  useEffect(() => {
    const kept = useAppStore.getState().renewal;
    if (!kept.result || PAGE_OF[kept.result.state] !== '/renewal-hint') return;
    let left = false;
    api({ ...renewal.queryRenewal, silent: true }, queryBodyOf(kept.form))
      .then((fresh) => {
        // Only over the quote it asked about: a query sent meanwhile (查询其他保单, the same page) has its own.
        if (left || useAppStore.getState().renewal.result !== kept.result) return;
        setRenewal({ result: fresh });
        if (PAGE_OF[fresh.state] !== '/renewal-hint') navigate(PAGE_OF[fresh.state], { replace: true });
      })
      .catch(() => undefined);
    return () => {
      left = true;
    };
  }, []);
  // The window is configurable (RENEWAL_WINDOW_DAYS): only an answer knows its length.
  const windowDays = result?.windowDays;
  // Once per tap: a double tap (or a second tap while the order is being made) must not ask for two orders.
  const { run: renew } = useOneAtATime(async () => {
    if (!shown) return;
    try {
      // The ID type queried with: the order keeps the customer's choice (a number alone does not tell it).
      const { identifyType } = queryBodyOf(useAppStore.getState().renewal.form);
      const order = await withLoading(() =>
        api(renewal.createRenewalOrder, { policyNo: shown.parts[0].policyNo, identifyType }),
      );
      navigate(`/order-detail?orderId=${order.orderId}`);
    } catch {
      // The client has shown the reason.
    }
  });
  return (
    <CardPage title="一键续保">
      {!shown && (
        <Card>
          <RenewalForm />
        </Card>
      )}
      {shown && (
        <>
          <Card title="续保信息">
            <Rows
              rows={[
                ['被保险人', shown.insuredName],
                !!shown.licenseNo && ['车牌号码', shown.licenseNo],
                ['险种', shown.riskName],
                ...endDateRows(shown),
                ['上年出险', `${shown.claimCount}次`],
              ]}
            />
          </Card>
          <LapsedParts answer={shown} />
          <Card title="续保报价">
            {shown.parts.map((p) => (
              <div className="rn-quote" key={p.policyNo}>
                <span>
                  {p.riskName}
                  <br />
                  <small>
                    {p.riskCode === 'DZA' ? '基准保费' : '上年保费'}¥{moneyText(p.basePremium ?? p.lastPremium)} × 系数
                    {p.factor}
                  </small>
                </span>
                <strong>¥{moneyText(p.newPremium)}</strong>
              </div>
            ))}
            {Number(shown.shipSumPremium) > 0 && (
              <div className="rn-quote">
                <span>代收车船税</span>
                <strong>¥{moneyText(shown.shipSumPremium)}</strong>
              </div>
            )}
            <div className="rn-total">
              合计 <strong>¥{moneyText(shown.sumPremium)}</strong>
            </div>
          </Card>
          <Button block color="primary" size="large" onClick={() => renew()} data-track="renewal-renew">
            {shown.state === 'ordered' ? '继续支付续保订单' : '立即续保'}
          </Button>
          <Button block fill="none" className="rn-submit" onClick={() => setRenewal({ result: null })}>
            查询其他保单
          </Button>
        </>
      )}
      <p className="rn-tip">
        温馨提示：{windowDays ? `保单到期前${windowDays}天内` : '保单临近到期时'}
        可在线续保；续保保费按上年保费与出险次数计算，新保单自原保单到期次日零时起生效。
      </p>
      <HotlineLink />
    </CardPage>
  );
}
