import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { policy } from '../../../../shared/api/policy';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import { isOtherPolicyNo, normaliseCode } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import type { OtherForm } from '../../../store/slices/policy';
import { IdDocumentFields, withIdNumberProblem } from '../../../ui/form/IdDocumentFields';
import { ImageCodeField, useImageCode } from '../../../ui/form/ImageCodeField';
import { useKeptValues } from '../../../ui/form/kept-values';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextField } from '../../../ui/form/TextField';
import { latestRead } from '../../../ui/latest-read';
import { useRunQuery } from '../lib/run-query';
import { Segmented } from './Segmented';

type Values = Pick<
  OtherForm,
  | 'policyNo'
  | 'visaserialNo'
  | 'insuredName'
  | 'identifyNumber'
  | 'school'
  | 'studentName'
  | 'studentIdentifyNumber'
  | 'loanContractNo'
> & { identifyType: string; studentIdentifyType: string; verificationCode: string };

const PERSON_TYPES: Array<{ value: OtherForm['personType']; label: string }> = [
  { value: '1', label: '被保险人' },
  { value: '0', label: '投保人' },
];

/** What decides the request besides the typed values: the policy type, the number used, whose details, the image code. */
type QueryKind = Pick<OtherForm, 'policyType' | 'numberKind' | 'personType'> & { needCode: boolean };

/** The request body the typed values make for this kind of query, before the server's schema checks it. */
function requestOf(v: Values, kind: QueryKind) {
  const verificationCode = kind.needCode ? v.verificationCode : undefined;
  if (kind.policyType === 'student')
    return {
      policyType: 'student' as const,
      policyNo: v.policyNo,
      school: v.school,
      studentName: v.studentName,
      studentIdentifyType: v.studentIdentifyType,
      studentIdentifyNumber: v.studentIdentifyNumber,
      verificationCode,
    };
  if (kind.policyType === 'loan')
    return {
      policyType: 'loan' as const,
      loanContractNo: v.loanContractNo,
      insuredName: v.insuredName,
      identifyType: v.identifyType,
      identifyNumber: v.identifyNumber,
      verificationCode,
    };
  return {
    ...(kind.numberKind === 'policyNo' ? { policyNo: v.policyNo } : { visaserialNo: v.visaserialNo }),
    insuredName: v.insuredName,
    identifyType: v.identifyType,
    identifyNumber: v.identifyNumber,
    personType: kind.personType,
    verificationCode,
  };
}

// The form is checked with the server's own request schemas (loaded after the page): the school's
// length, the loan contract number's pattern and every other field by the very rules the server
// applies. The body's field names are the form's, so each message shows under its own field.
function serverCheck(): Resolver<Values, QueryKind> {
  const checkStudentOrLoan = schemaResolver<FieldValues>(() =>
    import('@schemas/policy').then((m) => m.policyQueryRelegation2.request),
  );
  const checkNormal = schemaResolver<FieldValues>(() =>
    import('@schemas/policy').then((m) => m.policyRelegation.request),
  );
  return async (values, kind, options) => {
    if (!kind) throw new Error('OtherQueryForm: the query kind is passed as the form context');
    const check = kind.policyType === 'normal' ? checkNormal : checkStudentOrLoan;
    const result = await check(requestOf(values, kind), kind, options as never);
    // Every wrong field at once: the ID number is judged against its type beside the schema's answer.
    return (
      kind.policyType === 'student'
        ? withIdNumberProblem(result, values, 'studentIdentifyType', 'studentIdentifyNumber')
        : withIdNumberProblem(result, values, 'identifyType', 'identifyNumber')
    ) as never;
  };
}
// Not made when the build renders this page in Node (build/prerender.ts): schemaResolver waits for
// the browser to be idle, and Node has no window; the prerendered copy never validates anyway.
const resolver = import.meta.env.SSR ? undefined : serverCheck();

/**
 * The non-car query. The policy number tells which fields the form needs
 * (checkPolicyType): the usual name and ID of the policyholder or insured, a
 * student's school and details, or a loan contract number. Each ID is a type
 * and a number (IdDocumentFields, resident ID by default): the person may hold
 * a Hong Kong card, a passport or a permit; the server's schema checks the
 * number by the type's rule, here as there.
 */
export function OtherQueryForm(props: {
  initialPolicyNo?: string /** Its tab is the one on show. */;
  active?: boolean;
}) {
  const form = useAppStore((s) => s.policy.otherForm);
  const setOtherForm = useAppStore((s) => s.setOtherForm);
  const { policyType, numberKind, personType } = form;
  const [needCode, setNeedCode] = useState(false);
  const kind: QueryKind = { policyType, numberKind, personType, needCode };
  const { control, handleSubmit, watch, setValue, getValues } = useForm<Values, QueryKind>({
    // The typed fields only: the form hands its values back to the store as they change, and the
    // policy type, number kind and person there are the pills', which a stale copy here would undo.
    defaultValues: {
      visaserialNo: form.visaserialNo,
      insuredName: form.insuredName,
      identifyNumber: form.identifyNumber,
      school: form.school,
      studentName: form.studentName,
      studentIdentifyNumber: form.studentIdentifyNumber,
      loanContractNo: form.loanContractNo,
      // Missing from a session kept before the form asked the type: the resident ID it took then.
      identifyType: form.identifyType ?? RESIDENT_ID_TYPE,
      studentIdentifyType: form.studentIdentifyType ?? RESIDENT_ID_TYPE,
      policyNo: props.initialPolicyNo || form.policyNo,
      verificationCode: '',
    },
    resolver,
    context: kind,
  });
  // Kept as typed (not only once sent): a reload or another page and back starts from it.
  useKeptValues(watch, setOtherForm, { except: ['verificationCode'] as const });
  const image = useImageCode(() => setValue('verificationCode', ''), props.active);
  const { run, busy } = useRunQuery(image, () => setNeedCode(true));
  const typed = normaliseCode(watch('policyNo') ?? '');
  const { initialPolicyNo } = props;
  useEffect(() => {
    // A scanned number is a policy number: the form opens on 保单号, not on the 单证流水号 a
    // session may have left chosen (where the scanned number would sit unseen and unsent).
    if (initialPolicyNo) setOtherForm({ numberKind: 'policyNo', policyNo: initialPolicyNo });
  }, [initialPolicyNo, setOtherForm]);

  useEffect(() => {
    if (!isOtherPolicyNo(typed)) return;
    // A type the customer picks while the answer is on its way is theirs: the late answer once
    // switched the form back to the type of the number (student) under a customer who had chosen loan.
    const asked = useAppStore.getState().policy.otherForm.policyType;
    return latestRead((signal) => {
      api(policy.checkPolicyType, { policyNo: typed }, { signal })
        .then(
          (a) =>
            !signal.aborted &&
            a.policyType !== 'car' &&
            useAppStore.getState().policy.otherForm.policyType === asked &&
            setOtherForm({ policyType: a.policyType, isScholl: a.policyType === 'student' }),
        )
        .catch(() => undefined);
    });
  }, [typed, setOtherForm]);

  // Sent as typed: the resolver has checked it as the server will, and the server normalises it.
  const submit = handleSubmit(() => {
    const values = getValues();
    const { verificationCode: _code, ...kept } = values;
    setOtherForm(kept);
    const body = requestOf(values, kind);
    if (body.policyType === undefined) return run(() => api(policy.policyRelegation, body));
    return run(() => api(policy.policyQueryRelegation2, body));
  });

  const kinds = [
    { value: 'normal' as const, label: '普通保单' },
    { value: 'student' as const, label: '学平险' },
    { value: 'loan' as const, label: '借款人保险' },
  ];

  return (
    <form className="pl-form" onSubmit={submit} noValidate>
      <Segmented
        label="保单类型"
        value={policyType}
        options={kinds}
        onChange={(t) => setOtherForm({ policyType: t, isScholl: t === 'student' })}
      />
      {policyType === 'normal' && (
        <Segmented
          label="查询号码"
          value={numberKind}
          options={[
            { value: 'policyNo', label: '保单号' },
            { value: 'visaserialNo', label: '单证流水号' },
          ]}
          onChange={(k) => setOtherForm({ numberKind: k })}
        />
      )}
      {policyType !== 'loan' && (numberKind === 'policyNo' || policyType === 'student') && (
        <TextField control={control} name="policyNo" label="保单号" rule="isOtherPolicyNo" />
      )}
      {policyType === 'normal' && numberKind === 'visaserialNo' && (
        <TextField control={control} name="visaserialNo" label="单证流水号" rule="isVisaserialNo" />
      )}
      {policyType === 'loan' && <TextField control={control} name="loanContractNo" label="借款合同号" maxLength={40} />}
      {policyType === 'student' ? (
        <>
          <TextField control={control} name="school" label="学校名称" maxLength={50} />
          <TextField control={control} name="studentName" label="学生姓名" rule="isName" />
          <IdDocumentFields
            control={control}
            typeName="studentIdentifyType"
            numberName="studentIdentifyNumber"
            whose="学生"
          />
        </>
      ) : (
        <>
          {policyType === 'normal' && (
            <Segmented
              label="查询人身份"
              value={personType}
              options={PERSON_TYPES}
              onChange={(p) => setOtherForm({ personType: p })}
            />
          )}
          <TextField
            control={control}
            name="insuredName"
            label={policyType === 'loan' ? '借款人姓名' : personType === '0' ? '投保人姓名' : '被保险人姓名'}
            // A borrower is a person; a policyholder or an insured may be a company (the contract's rules).
            // No limit of its own: the rule's, which the contract's field takes too.
            rule={policyType === 'loan' ? 'isName' : 'isPartyName'}
          />
          <IdDocumentFields
            control={control}
            typeName="identifyType"
            numberName="identifyNumber"
            whose={policyType === 'loan' ? '借款人' : personType === '0' ? '投保人' : '被保险人'}
          />
        </>
      )}
      {needCode && <ImageCodeField control={control} name="verificationCode" image={image} />}
      <Button block type="submit" color="primary" size="large" className="pl-submit" loading={busy}>
        查询
      </Button>
    </form>
  );
}
