import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { claims } from '../../../../shared/api/claims';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import { normaliseCode, normaliseIdNumber } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { IdDocumentFields } from '../../../ui/form/IdDocumentFields';
import { useKeptValues } from '../../../ui/form/kept-values';
import { TextField } from '../../../ui/form/TextField';
import { useRunClaimsQuery } from '../lib/run-query';

type Values = { policyNo: string; identifyType: string; identifyNumber: string };

/** Car claims: the policy number and the insured's ID (type and number; a company gives its credit code). */
export function CarClaimForm() {
  const saved = useAppStore((s) => s.claims.carForm);
  const setClaims = useAppStore((s) => s.setClaims);
  const navigate = useNavigate();
  const { run, busy } = useRunClaimsQuery();
  const { control, handleSubmit, watch } = useForm<Values>({
    defaultValues: { ...saved, identifyType: saved.identifyType ?? RESIDENT_ID_TYPE },
  });
  // Kept as typed: the customer leaves to find the policy number or the insured's ID card, or the
  // phone reloads the tab, and comes back to what was typed.
  useKeptValues(watch, (carForm) => setClaims({ carForm }));

  const submit = handleSubmit((v) => {
    const body = {
      policyNo: normaliseCode(v.policyNo),
      identifyType: v.identifyType,
      identifyNumber: normaliseIdNumber(v.identifyNumber),
    };
    setClaims({ carForm: body, tab: 'car' });
    return run(
      () => api(claims.queryCarClaim, body),
      (answer) => {
        // The query and its answer together: a failed query must not become the one the list's refresh sends.
        setClaims({ carClaims: answer.list, carQuery: body });
        navigate('/claims-mine-car');
      },
    );
  });

  return (
    <form className="cl-form" onSubmit={submit} noValidate aria-label="车险理赔查询">
      <TextField control={control} name="policyNo" label="保单号" rule="isCarPolicyNo" placeholder="请输入车险保单号" />
      <IdDocumentFields control={control} typeName="identifyType" numberName="identifyNumber" whose="被保险人" />
      <Button block type="submit" color="primary" size="large" className="cl-submit" loading={busy}>
        查询
      </Button>
    </form>
  );
}
