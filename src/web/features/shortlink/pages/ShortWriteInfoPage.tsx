import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FLIGHT_NO, shortlink } from '../../../../shared/api/shortlink';
import { RESULT } from '../../../../shared/result-codes';
import { normaliseCard, normaliseName } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { Navigate, useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import type { ShortlinkState } from '../../../store/slices/shortlink';
import { Card, CardPage } from '../../../ui/card-page';
import { chinaToday } from '../../../ui/china-time';
import { useKeptValues } from '../../../ui/form/kept-values';
import { TextField } from '../../../ui/form/TextField';
import { HotlineLink } from '../../../ui/hotline-link';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import { PageResult } from '../../../ui/page-result';
import { AppDatePicker } from '../../../ui/picker';
import { Rows } from '../../../ui/rows';
import { type BankChoice, BankFields } from '../components/BankFields';
import { cardNumberWarning } from '../components/card-check';
import type { VerificationState } from '../components/verification-notice';
import '../components/shortlink.css';

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const BANK_LABELS: Record<keyof BankChoice, string> = {
  bankName: '开户银行',
  bankProvince: '开户省份',
  bankCity: '开户城市',
  bankSubName: '开户网点',
};

/**
 * What the claim still lacks beyond its text fields' own rules (a flight number that is typed is checked
 * here for its shape): the date and the four bank picks. Read from the values on show, so a reason goes
 * as soon as it is put right; a list kept from the last 提交 went on saying 请选择开户银行 under the bank
 * just chosen.
 */
function claimGaps(flightdate: string, bank: BankChoice, flightnumber: string): Record<string, string> {
  const gaps: Record<string, string> = {};
  const flight = flightnumber.trim().toUpperCase();
  if (flight && !FLIGHT_NO.test(flight)) gaps.flightnumber = '请输入正确的航班号，如CA1234';
  if (!flightdate) gaps.flightdate = '请选择航班日期';
  for (const key of Object.keys(BANK_LABELS) as (keyof BankChoice)[])
    if (!bank[key]) gaps[key] = `请选择${BANK_LABELS[key]}`;
  return gaps;
}

const LAPSED: VerificationState = { reason: 'lapsed' };
const UNVERIFIED: VerificationState = { reason: 'unverified' };

/**
 * /short-writeInfo: the flight and the bank card the compensation goes to. Shown only after the
 * verification (/short-smsVerification: the policy's mobile proven by an SMS code, checkInfo), whose
 * answer is the policy shown here; the server takes the claim only from a session that made it (xcInfo).
 */
export default function ShortWriteInfoPage() {
  const navigate = useNavigate();
  const { policyNo, policy, writeInfo, claimNo } = useAppStore((s) => s.shortlink);
  const setShortlink = useAppStore((s) => s.setShortlink);
  const claimAccepted = useAppStore((s) => s.claimAccepted);
  const { control, handleSubmit, watch } = useForm({
    defaultValues: {
      flightnumber: writeInfo.flightnumber,
      insuredName: writeInfo.insuredName,
      bankcardno: writeInfo.bankcardno,
    },
  });
  // What is typed and picked is kept in the store (sessionStorage) as it changes, not only once sent:
  // a traveller who leaves for the bank card's details, or whose browser reloads the page on the way
  // back, finds the eight fields as they left them. Forgotten once the claim is accepted (claimAccepted).
  const keep = (patch: Partial<ShortlinkState['writeInfo']>) =>
    setShortlink({ writeInfo: { ...useAppStore.getState().shortlink.writeInfo, ...patch } });
  useKeptValues(watch, keep);
  const flightdate = writeInfo.flightdate;
  const setFlightdate = (date: string) => keep({ flightdate: date });
  const [dateOpen, setDateOpen] = useState(false);
  const bank: BankChoice = {
    bankName: writeInfo.bankName,
    bankProvince: writeInfo.bankProvince,
    bankCity: writeInfo.bankCity,
    bankSubName: writeInfo.bankSubName,
  };
  const setBank = (choice: BankChoice) => keep(choice);
  // The gaps are said from the first 提交 on, with the text fields' own reasons, not only once those pass.
  const [tried, setTried] = useState(false);
  const errors = tried ? claimGaps(flightdate, bank, watch('flightnumber') ?? '') : {};
  const [receipt, setReceipt] = useState<{ claimNo: string; bankcardno: string; bankBranch: string } | null>(null);

  const { busy, run } = useOneAtATime(async (v: { flightnumber: string; insuredName: string; bankcardno: string }) => {
    setTried(true);
    if (Object.keys(claimGaps(flightdate, bank, v.flightnumber)).length) return;
    const flightnumber = v.flightnumber.trim().toUpperCase();
    const body = {
      policyNo,
      flightnumber,
      flightdate,
      insuredName: normaliseName(v.insuredName),
      bankcardno: normaliseCard(v.bankcardno),
      ...bank,
    };
    try {
      const answer = await withLoading(() => api(shortlink.xcInfo, body));
      setReceipt(answer);
      claimAccepted(answer.claimNo);
    } catch (err) {
      // The client has shown the reason. The verification has lapsed (30 minutes, or a renewed session):
      // back to it, with the mobile and the policy filled in and this form kept for after (the form is
      // kept for the same policy), where a new SMS code is asked for. Before, only the browser's 返回 led there.
      if (err instanceof ApiError && err.code === RESULT.WRONG_CODE)
        navigate('/short-smsVerification', { state: LAPSED });
    }
  });
  // A second tap while the claim is in flight would be refused as 请勿重复提交 over the receipt.
  const submit = handleSubmit(run, () => setTried(true));

  // Opened before any verification in this tab: no policy to claim on and nothing to show. Straight to
  // the verification, told why, as a lapsed one is sent there (replacing this page, so 返回 from the
  // verification does not come back to an empty form). Before, a bare card said 请先完成手机号验证.
  if (!policy) return <Navigate to="/short-smsVerification" replace state={UNVERIFIED} />;

  if (receipt || claimNo)
    return (
      <CardPage title="提交成功">
        <Card>
          <PageResult state="success" title="理赔申请已受理">
            <p>报案号：{receipt?.claimNo ?? claimNo}</p>
            {receipt && (
              <p>
                赔款将打入 {receipt.bankBranch} {receipt.bankcardno}
              </p>
            )}
            <p>我们将在3个工作日内审核，结果以短信通知。</p>
          </PageResult>
        </Card>
        <HotlineLink />
      </CardPage>
    );

  const today = chinaToday();
  const [max] = [policy.endDate, today].sort();
  const cardWarning = cardNumberWarning(watch('bankcardno') ?? '');
  return (
    <CardPage title="填写理赔信息">
      <Card title="保单信息">
        <Rows
          rows={[
            ['保单号', policyNo],
            ['被保险人', policy.insuredName],
            ['保险期间', `${policy.startDate} 至 ${policy.endDate}`],
          ]}
        />
      </Card>
      <Card title="航班信息">
        <form id="claim-form" className="sl-form" onSubmit={submit} noValidate aria-label="航班延误理赔信息">
          <TextField
            control={control}
            name="flightnumber"
            label="航班号"
            maxLength={7}
            placeholder="请输入航班号，如CA1234"
          />
          {errors.flightnumber && (
            <p className="field-error" role="alert">
              {errors.flightnumber}
            </p>
          )}
          <div className={`form-field${errors.flightdate ? ' form-field-invalid' : ''}`}>
            <button
              type="button"
              className="sl-select"
              onClick={() => setDateOpen(true)}
              aria-label={`航班日期：${flightdate || '请选择'}`}
            >
              <span className="sl-select-label">航班日期</span>
              <span className={flightdate ? 'sl-select-value' : 'sl-select-value sl-select-placeholder'}>
                {flightdate || '请选择航班日期'}
              </span>
            </button>
            {errors.flightdate && (
              <p className="field-error" role="alert">
                {errors.flightdate}
              </p>
            )}
          </div>
          <AppDatePicker
            visible={dateOpen}
            title="航班日期"
            min={new Date(`${policy.startDate}T00:00:00`)}
            max={new Date(`${max}T00:00:00`)}
            onClose={() => setDateOpen(false)}
            onConfirm={(d) => setFlightdate(ymd(d))}
          />
          <TextField
            control={control}
            name="insuredName"
            label="被保险人"
            rule="isName"
            placeholder="请输入被保险人姓名"
          />
        </form>
      </Card>
      <Card title="收款银行卡">
        <BankFields value={bank} onChange={setBank} errors={errors} />
        <TextField
          control={control}
          name="bankcardno"
          label="银行卡号"
          rule="isCard"
          inputMode="numeric"
          placeholder="请输入被保险人本人银行卡号"
        />
        {/* Always there, so a screen reader hears the warning when it appears. */}
        <div role="status">{cardWarning && <p className="field-hint sl-warning">{cardWarning}</p>}</div>
      </Card>
      <Button
        block
        type="submit"
        form="claim-form"
        color="primary"
        size="large"
        loading={busy}
        data-track="flight-claim-submit"
      >
        提交理赔申请
      </Button>
      <HotlineLink />
    </CardPage>
  );
}
