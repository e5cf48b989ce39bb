import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { claims } from '../../../../shared/api/claims';
import { normaliseCode, normaliseIdentify } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { TextField } from '../../../ui/form/TextField';
import { useRunClaimsQuery } from '../lib/run-query';

type Values = { policyNo: string; identifyNumber: string };

/** Car claims: the policy number and the insured's ID number. */
export function CarClaimForm() {
  const saved = useAppStore((s) => s.claims.carForm);
  const setClaims = useAppStore((s) => s.setClaims);
  const navigate = useNavigate();
  const { run, busy } = useRunClaimsQuery();
  const { control, handleSubmit } = useForm<Values>({ defaultValues: saved });

  const submit = handleSubmit((v) => {
    const body = { policyNo: normaliseCode(v.policyNo), identifyNumber: normaliseIdentify(v.identifyNumber) };
    setClaims({ carForm: body, tab: 'car' });
    return run(
      () => api(claims.queryCarClaim, body),
      (answer) => {
        setClaims({ carClaims: answer.list });
        navigate('/claims-mine-car');
      },
    );
  });

  return (
    <form className="cl-form" onSubmit={submit} noValidate aria-label="车险理赔查询">
      <TextField control={control} name="policyNo" label="保单号" rule="isCarPolicyNo" placeholder="请输入车险保单号" />
      <TextField
        control={control}
        name="identifyNumber"
        label="证件号码"
        rule="isIdentify"
        placeholder="请输入被保险人身份证号"
      />
      <Button block type="submit" color="primary" size="large" className="cl-submit" loading={busy}>
        查询
      </Button>
    </form>
  );
}
