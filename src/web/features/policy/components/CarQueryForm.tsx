import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { policy } from '../../../../shared/api/policy';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import { normaliseFrame, normaliseIdNumber } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import type { CarForm } from '../../../store/slices/policy';
import { IdDocumentFields } from '../../../ui/form/IdDocumentFields';
import { ImageCodeField, useImageCode } from '../../../ui/form/ImageCodeField';
import { useKeptValues } from '../../../ui/form/kept-values';
import { MobileField } from '../../../ui/form/MobileField';
import { SmsCodeField } from '../../../ui/form/SmsCodeField';
import { TextField } from '../../../ui/form/TextField';
import { useRunQuery } from '../lib/run-query';
import { Segmented } from './Segmented';

type Values = Pick<CarForm, 'licenseNo' | 'identifyType' | 'identifyNumber' | 'policyNo' | 'frameNo' | 'mobile'> & {
  verificationCode: string;
  smsValidCode: string;
};

const MODES: Array<{ value: CarForm['carPolicyQuery']; label: string }> = [
  { value: 'license', label: '车牌号' },
  { value: 'policyNo', label: '保单号' },
  { value: 'newCar', label: '新车未上牌' },
  { value: 'mobile', label: '手机验证' },
];

/**
 * The car query: by plate, by policy number, a new car by frame number, or by the policy's mobile.
 * The plate and policy-number ways take the insured's or applicant's ID type (a company gives its
 * unified social credit code; resident ID by default) and the number, checked by that type's rule.
 */
export function CarQueryForm(props: { initialPolicyNo?: string /** Its tab is the one on show. */; active?: boolean }) {
  const form = useAppStore((s) => s.policy.carForm);
  const showNewCar = useAppStore((s) => s.policy.policyData.isShowNewCar);
  const setCarForm = useAppStore((s) => s.setCarForm);
  const mode = form.carPolicyQuery;
  const { control, handleSubmit, watch, setValue } = useForm<Values>({
    // The typed fields only: the form hands its values back to the store as they change, and the
    // query way (carPolicyQuery) there is the pills', which a stale copy here would undo.
    defaultValues: {
      licenseNo: form.licenseNo,
      identifyType: form.identifyType || RESIDENT_ID_TYPE,
      identifyNumber: form.identifyNumber,
      frameNo: form.frameNo,
      mobile: form.mobile,
      policyNo: props.initialPolicyNo || form.policyNo,
      verificationCode: '',
      smsValidCode: '',
    },
  });
  // What is typed is kept as it is typed, so a customer who leaves to find the ID card or the
  // policy (a reload, another page) comes back to it; the codes are asked for again, never kept.
  useKeptValues(watch, setCarForm, { except: ['verificationCode', 'smsValidCode'] as const });
  const [needCode, setNeedCode] = useState(false);
  const image = useImageCode(() => setValue('verificationCode', ''), props.active);
  const { run, busy } = useRunQuery(image, () => setNeedCode(true));
  const { initialPolicyNo } = props;
  useEffect(() => {
    if (initialPolicyNo) setCarForm({ carPolicyQuery: 'policyNo', policyNo: initialPolicyNo });
  }, [initialPolicyNo, setCarForm]);
  const modes = showNewCar ? MODES : MODES.filter((m) => m.value !== 'newCar');

  const submit = handleSubmit((v) => {
    const identifyNumber = normaliseIdNumber(v.identifyNumber);
    setCarForm({
      licenseNo: v.licenseNo,
      identifyType: v.identifyType,
      identifyNumber,
      policyNo: v.policyNo,
      frameNo: normaliseFrame(v.frameNo),
      mobile: v.mobile,
      isNewCar: mode === 'newCar',
    });
    const code = v.verificationCode.trim() || undefined;
    const body =
      mode === 'license'
        ? {
            carPolicyQuery: mode,
            licenseNo: v.licenseNo,
            identifyType: v.identifyType,
            identifyNumber,
            verificationCode: v.verificationCode,
          }
        : mode === 'policyNo'
          ? {
              carPolicyQuery: mode,
              policyNo: v.policyNo,
              identifyType: v.identifyType,
              identifyNumber,
              verificationCode: code,
            }
          : mode === 'newCar'
            ? { carPolicyQuery: mode, policyNo: v.policyNo, frameNo: normaliseFrame(v.frameNo), verificationCode: code }
            : { carPolicyQuery: mode, licenseNo: v.licenseNo, mobile: v.mobile, smsValidCode: v.smsValidCode };
    return run(() => api(policy.queryEyoungInfo, body));
  });

  return (
    <form className="pl-form" onSubmit={submit} noValidate>
      <Segmented label="查询方式" value={mode} options={modes} onChange={(m) => setCarForm({ carPolicyQuery: m })} />
      {(mode === 'license' || mode === 'mobile') && (
        <TextField
          control={control}
          name="licenseNo"
          label="车牌号"
          rule="isLicense"
          placeholder="请输入车牌号，如京A12345"
        />
      )}
      {(mode === 'policyNo' || mode === 'newCar') && (
        <TextField control={control} name="policyNo" label="保单号" rule="isCarPolicyNo" />
      )}
      {(mode === 'license' || mode === 'policyNo') && (
        <IdDocumentFields
          control={control}
          typeName="identifyType"
          numberName="identifyNumber"
          whose=""
          residentPlaceholder="被保险人或投保人身份证号"
        />
      )}
      {mode === 'newCar' && <TextField control={control} name="frameNo" label="车架号后6位" rule="isSixFrame" />}
      {mode === 'mobile' && (
        <>
          <MobileField control={control} name="mobile" />
          <SmsCodeField control={control} name="smsValidCode" mobile={watch('mobile') ?? ''} purpose="policyQuery" />
        </>
      )}
      {(mode === 'license' || (needCode && mode !== 'mobile')) && (
        <ImageCodeField control={control} name="verificationCode" image={image} />
      )}
      {mode === 'newCar' && <p className="pl-hint">新车尚未上牌时，请用保单号和车架号（VIN）后6位查询。</p>}
      <Button block type="submit" color="primary" size="large" className="pl-submit" loading={busy}>
        查询
      </Button>
    </form>
  );
}
