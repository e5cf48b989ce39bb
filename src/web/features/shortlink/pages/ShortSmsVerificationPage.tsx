import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { shortlink } from '../../../../shared/api/shortlink';
import { normaliseCode, normaliseMobile } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useLocation, useNavigate, useSearchParams } from '../../../app/router';
import { useAppStore } from '../../../store';
import { initialShortlinkState } from '../../../store/slices/shortlink';
import { Card, CardPage } from '../../../ui/card-page';
import { useKeptValues } from '../../../ui/form/kept-values';
import { MobileField } from '../../../ui/form/MobileField';
import { SmsCodeField } from '../../../ui/form/SmsCodeField';
import { TextField } from '../../../ui/form/TextField';
import { HotlineLink } from '../../../ui/hotline-link';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import { VERIFICATION_NOTICES, verificationReason } from '../components/verification-notice';
import '../components/shortlink.css';

/** /short-smsVerification: the flight-delay short link lands here; mobile, policy number and SMS code. */
export default function ShortSmsVerificationPage() {
  const [params] = useSearchParams();
  // Another flight-delay link opened in this tab is another policy: the form starts again from its number.
  return <ShortSmsVerification key={params.get('policyNo') ?? ''} />;
}

function ShortSmsVerification() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  /** Sent here by the claim form: its verification had lapsed, or none was made (verification-notice.ts). */
  const reason = verificationReason(useLocation().state);
  const saved = useAppStore((s) => s.shortlink);
  const setShortlink = useAppStore((s) => s.setShortlink);
  const typed = saved.verifyForm;
  const { control, handleSubmit, watch } = useForm({
    defaultValues: {
      mobile: typed.mobile || saved.mobile,
      policyNo: params.get('policyNo') ?? (typed.policyNo || saved.policyNo),
      smsValidCode: '',
    },
  });
  // Kept as typed (the code never): the customer leaves for the SMS and may come back to a reloaded tab.
  useKeptValues(watch, (verifyForm) => setShortlink({ verifyForm }), { except: ['smsValidCode'] as const });
  const { busy, run } = useOneAtATime(async (v: { mobile: string; policyNo: string; smsValidCode: string }) => {
    const body = {
      mobile: normaliseMobile(v.mobile),
      policyNo: normaliseCode(v.policyNo),
      smsValidCode: v.smsValidCode.trim(),
    };
    try {
      const policy = await withLoading(() => api(shortlink.checkInfo, body));
      // The claim form kept for another policy (its flight, the insured's name, a bank card) is not this one's.
      const kept =
        saved.policy && saved.policyNo === body.policyNo ? {} : { writeInfo: initialShortlinkState.writeInfo };
      setShortlink({ mobile: body.mobile, policyNo: body.policyNo, policy, claimNo: '', ...kept });
      navigate('/short-writeInfo');
    } catch {
      // The client has shown the reason.
    }
  });
  // A second tap while the check is in flight would spend the same SMS code twice.
  const submit = handleSubmit(run);
  return (
    <CardPage title="航班延误理赔">
      {reason && (
        <p className="sl-notice" role="status">
          {VERIFICATION_NOTICES[reason]}
        </p>
      )}
      <Card title="身份验证">
        <form className="sl-form" onSubmit={submit} noValidate aria-label="身份验证">
          <MobileField control={control} name="mobile" placeholder="请输入接收短信的手机号" />
          <TextField
            control={control}
            name="policyNo"
            label="保单号"
            rule="isOtherPolicyNo"
            placeholder="请输入航班延误保险保单号"
          />
          <SmsCodeField control={control} name="smsValidCode" mobile={watch('mobile') ?? ''} purpose="shortLink" />
          <Button block type="submit" color="primary" size="large" className="sl-submit" loading={busy}>
            下一步
          </Button>
        </form>
      </Card>
      <p className="sl-tip">温馨提示：请使用投保时预留的手机号验证，验证通过后填写航班与收款银行卡信息。</p>
      <HotlineLink />
    </CardPage>
  );
}
