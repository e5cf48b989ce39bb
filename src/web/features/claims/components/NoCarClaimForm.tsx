import { Button } from 'antd-mobile';
import { type Resolver, useForm } from 'react-hook-form';
import { claims } from '../../../../shared/api/claims';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import { TEXT_LIMITS } from '../../../../shared/constants';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { IdDocumentFields, withIdNumberProblem } from '../../../ui/form/IdDocumentFields';
import { useKeptValues } from '../../../ui/form/kept-values';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextField } from '../../../ui/form/TextField';
import { useRunClaimsQuery } from '../lib/run-query';

type Values = { policyNo: string; insuredName: string; identifyType: string; identifyNumber: string; registNo: string };

// The form is checked with the server's own request schema (loaded after the page): the claim
// number by the server's pattern, not a copy of it; an empty one is simply left out; the ID
// number by its type's rule, beside the other fields' messages.
function serverCheck(): Resolver<Values> {
  const check = schemaResolver<Values>(() => import('@schemas/claims').then((m) => m.queryNoCarClaim.request));
  return async (values, context, options) =>
    withIdNumberProblem(await check(values, context, options), values, 'identifyType', 'identifyNumber');
}
// Not made when the build renders this page in Node (build/prerender.ts): schemaResolver waits for
// the browser to be idle, and Node has no window; the prerendered copy never validates anyway.
const resolver = import.meta.env.SSR ? undefined : serverCheck();

/**
 * Non-car claims: policy number, insured name and the insured's ID (type and number: a passport, a
 * Hong Kong card or a permit as well as a resident ID); the claim number narrows to one claim.
 */
export function NoCarClaimForm() {
  const saved = useAppStore((s) => s.claims.noCarForm);
  const setClaims = useAppStore((s) => s.setClaims);
  const navigate = useNavigate();
  const { run, busy } = useRunClaimsQuery();
  const { control, handleSubmit, watch } = useForm<Values>({
    // Missing from a session kept before the form asked the type: the resident ID it took then.
    defaultValues: { ...saved, identifyType: saved.identifyType ?? RESIDENT_ID_TYPE },
    resolver,
  });
  // Kept as typed, as the car form: leaving the page or a reload does not empty it.
  useKeptValues(watch, (noCarForm) => setClaims({ noCarForm }));

  // The values come normalised by the schema, as the server would read them; no claim number is undefined.
  const submit = handleSubmit((v) => {
    const form = {
      policyNo: v.policyNo,
      insuredName: v.insuredName,
      identifyType: v.identifyType,
      identifyNumber: v.identifyNumber,
      registNo: v.registNo ?? '',
    };
    setClaims({ noCarForm: form, tab: 'noncar' });
    return run(
      () => api(claims.queryNoCarClaim, { ...form, registNo: form.registNo || undefined }),
      (answer) => {
        setClaims({ noCarClaims: answer.list });
        if (answer.list.length === 1) {
          setClaims({ chosenNoCarClaim: answer.list[0].registNo });
          navigate(`/claims-schedle-nocar?registNo=${answer.list[0].registNo}`);
        } else navigate('/claims-info-nocar');
      },
    );
  });

  return (
    <form className="cl-form" onSubmit={submit} noValidate aria-label="非车险理赔查询">
      <TextField
        control={control}
        name="policyNo"
        label="保单号"
        rule="isOtherPolicyNo"
        placeholder="请输入非车险保单号"
      />
      <TextField
        control={control}
        name="insuredName"
        label="被保险人"
        rule="isPartyName"
        maxLength={TEXT_LIMITS.insuredNameNoCar}
        placeholder="请输入被保险人姓名"
      />
      <IdDocumentFields control={control} typeName="identifyType" numberName="identifyNumber" whose="被保险人" />
      <TextField
        control={control}
        name="registNo"
        label="报案号"
        required={false}
        maxLength={22}
        placeholder="选填，请输入报案号"
      />
      <Button block type="submit" color="primary" size="large" className="cl-submit" loading={busy}>
        查询
      </Button>
    </form>
  );
}
