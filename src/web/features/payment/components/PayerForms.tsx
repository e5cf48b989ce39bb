import { Button } from 'antd-mobile';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { RequestOf, ResponseOf } from '../../../../shared/api/endpoint';
import { payment } from '../../../../shared/api/payment';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import {
  normaliseFrame,
  normaliseIdentify,
  normaliseIdNumber,
  normaliseMobile,
  normaliseName,
  normalisePlate,
} from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import { type Choice, ChoiceSwitch } from '../../../ui/choice-switch';
import { IdDocumentFields } from '../../../ui/form/IdDocumentFields';
import { useKeptValues } from '../../../ui/form/kept-values';
import { MobileField } from '../../../ui/form/MobileField';
import { SmsCodeField } from '../../../ui/form/SmsCodeField';
import { TextField } from '../../../ui/form/TextField';
import { useOneAtATime, withLoading } from '../../../ui/loading';

type Found = ResponseOf<typeof payment.groupGet>;
const PLATED_CHOICES: Choice<boolean>[] = [
  { value: false, text: '已上牌' },
  { value: true, text: '新车未上牌' },
];

const findOrders = (body: RequestOf<typeof payment.groupGet>) => api(payment.groupGet, body);

/**
 * Car payer: plate, the applicant's ID (type and number: a company gives its
 * unified social credit code; resident ID by default) and mobile. A new car is
 * insured before it is registered, so its order has no plate: 新车未上牌 asks
 * for the last six characters of the frame number (VIN) instead, as the
 * delivery and policy queries do.
 */
export function CarPayerForm(props: { onFound: (found: Found) => void }) {
  const saved = useAppStore((s) => s.payment.carPayer);
  const setPayment = useAppStore((s) => s.setPayment);
  const { control, handleSubmit, watch, setValue } = useForm({
    defaultValues: { ...saved, identifyType: saved.identifyType || RESIDENT_ID_TYPE },
  });
  const newCar = watch('newCar');
  const switchLabel = useId();
  // Kept as typed: a new car's owner leaves the page to find the frame number on the car's papers,
  // and a reload then brought back 已上牌 and an empty form.
  useKeptValues(watch, (carPayer) => setPayment({ carPayer }));
  const { busy, run } = useOneAtATime(async (v: typeof saved) => {
    const carPayer = {
      newCar: v.newCar,
      licenseNo: normalisePlate(v.licenseNo),
      frameNo: normaliseFrame(v.frameNo),
      identifyType: v.identifyType,
      identifyNumber: normaliseIdNumber(v.identifyNumber),
      applyMobile: normaliseMobile(v.applyMobile),
    };
    // The last query's orders go with it: found for other input, they must not stay on screen under
    // this query's values should it find nothing (the answer replaces them when it finds some).
    setPayment({ carPayer, tab: 'car', orders: [], payerList: [] });
    const car = carPayer.newCar ? { frameNo: carPayer.frameNo } : { licenseNo: carPayer.licenseNo };
    const who = {
      identifyType: carPayer.identifyType,
      identifyNumber: carPayer.identifyNumber,
      applyMobile: carPayer.applyMobile,
    };
    try {
      props.onFound(await withLoading(() => findOrders({ payerType: 'car', ...car, ...who })));
    } catch {
      // The client has shown the reason.
    }
  });
  const submit = handleSubmit(run);
  return (
    <form className="pay-form" onSubmit={submit} noValidate aria-label="车险订单查询">
      <div className="pay-label" id={switchLabel}>
        车辆是否已上牌
      </div>
      <ChoiceSwitch
        labelledBy={switchLabel}
        choices={PLATED_CHOICES}
        value={newCar}
        onChange={(v) => setValue('newCar', v)}
      />
      {newCar ? (
        <TextField
          control={control}
          name="frameNo"
          label="车架号后6位"
          rule="isSixFrame"
          placeholder="请输入车架号（VIN）后6位"
        />
      ) : (
        <TextField
          control={control}
          name="licenseNo"
          label="车牌号码"
          rule="isLicense"
          placeholder="请输入车牌号码，如京A12345"
        />
      )}
      <IdDocumentFields control={control} typeName="identifyType" numberName="identifyNumber" whose="投保人" />
      <MobileField control={control} name="applyMobile" placeholder="请输入投保人手机号" />
      {newCar && <p className="pay-hint">车架号见购车发票或车辆合格证，也可在车辆前挡风玻璃左下角查看。</p>}
      <Button block type="submit" color="primary" size="large" className="pay-submit" loading={busy}>
        查询订单
      </Button>
    </form>
  );
}

/**
 * Non-car payer: name, ID number, and the mobile proven by an SMS code. One
 * query at a time: a second would find the code spent by the first and its
 * "验证码已失效" would cover the orders the first one found.
 */
export function NoncarPayerForm(props: { onFound: (found: Found) => void }) {
  const saved = useAppStore((s) => s.payment.noncarPayer);
  const setPayment = useAppStore((s) => s.setPayment);
  const { control, handleSubmit, watch } = useForm({ defaultValues: { ...saved, smsValidCode: '' } });
  // Kept as typed, as the car payer's form is; not the SMS code, which a query may have used up.
  useKeptValues(watch, (noncarPayer) => setPayment({ noncarPayer }), { except: ['smsValidCode'] });
  const { busy, run } = useOneAtATime(async (v: typeof saved & { smsValidCode: string }) => {
    const noncarPayer = {
      identifyname: normaliseName(v.identifyname),
      identifynumber: normaliseIdentify(v.identifynumber),
      identifymobile: normaliseMobile(v.identifymobile),
    };
    setPayment({ noncarPayer, tab: 'noncar', orders: [], payerList: [] });
    try {
      props.onFound(
        await withLoading(() =>
          findOrders({ payerType: 'noncar', ...noncarPayer, smsValidCode: v.smsValidCode.trim() }),
        ),
      );
    } catch {
      // The client has shown the reason.
    }
  });
  const submit = handleSubmit(run);
  return (
    <form className="pay-form" onSubmit={submit} noValidate aria-label="非车险订单查询">
      <TextField
        control={control}
        name="identifyname"
        label="姓名"
        rule="isName"
        maxLength={30}
        placeholder="请输入投保人姓名"
      />
      <TextField
        control={control}
        name="identifynumber"
        label="证件号码"
        rule="isIdentify"
        placeholder="请输入投保人身份证号"
      />
      <MobileField control={control} name="identifymobile" placeholder="请输入投保人手机号" />
      <SmsCodeField control={control} name="smsValidCode" mobile={watch('identifymobile') ?? ''} purpose="payment" />
      <Button block type="submit" color="primary" size="large" className="pay-submit" loading={busy}>
        查询订单
      </Button>
    </form>
  );
}
