import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { renewal } from '../../../../shared/api/renewal';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import { normaliseCode, normaliseIdNumber, normalisePlate } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import type { RenewalAnswer } from '../../../store/slices/renewal';
import { type Choice, ChoiceSwitch } from '../../../ui/choice-switch';
import { IdDocumentFields } from '../../../ui/form/IdDocumentFields';
import { useKeptValues } from '../../../ui/form/kept-values';
import { TextField } from '../../../ui/form/TextField';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import { queryBodyOf } from '../lib/query-body';

/** Which page shows a policy in this state. */
export const PAGE_OF: Record<RenewalAnswer['state'], string> = {
  open: '/renewal-hint',
  ordered: '/renewal-hint',
  notYet: '/renewal-time',
  renewed: '/renewal-win',
  lapsed: '/renewal-error',
};

const QUERY_BY_CHOICES: Choice<'plate' | 'policy'>[] = [
  { value: 'plate', text: '按车牌号' },
  { value: 'policy', text: '按保单号' },
];

/**
 * By plate (a registered car) or by policy number (a new car without a plate, non-car cover), with the
 * insured's ID type (a company gives its unified social credit code; resident ID by default) and number.
 */
export function RenewalForm() {
  const navigate = useNavigate();
  const saved = useAppStore((s) => s.renewal.form);
  const setRenewal = useAppStore((s) => s.setRenewal);
  const { control, handleSubmit, watch, setValue } = useForm({
    defaultValues: { ...saved, identifyType: saved.identifyType || RESIDENT_ID_TYPE },
  });
  const by = watch('by');
  // Kept as typed: the page is left to find the policy number or the plate, and coming back finds them.
  useKeptValues(watch, (form) => setRenewal({ form }));
  // One query per tap: a query that finds nothing counts towards the hour's lock-out, so a double tap
  // on a mistyped ID number counted two.
  const { busy, run } = useOneAtATime(async (v: typeof saved) => {
    const form = {
      by: v.by,
      licenseNo: v.by === 'plate' ? normalisePlate(v.licenseNo) : '',
      policyNo: v.by === 'policy' ? normaliseCode(v.policyNo) : '',
      identifyType: v.identifyType,
      identifyNumber: normaliseIdNumber(v.identifyNumber),
    };
    setRenewal({ form });
    try {
      const result = await withLoading(() => api(renewal.queryRenewal, queryBodyOf(form)));
      setRenewal({ result });
      // The form lives on /renewal-hint: a quote to show there stays where it is, as a second entry of
      // the same page made 返回 seem to do nothing.
      const target = PAGE_OF[result.state];
      navigate(target, { replace: target === '/renewal-hint' });
    } catch {
      // The client has shown the reason.
    }
  });
  const submit = handleSubmit(run);
  return (
    <form className="rn-form" onSubmit={submit} noValidate aria-label="续保查询">
      <ChoiceSwitch label="查询方式" choices={QUERY_BY_CHOICES} value={by} onChange={(v) => setValue('by', v)} />
      {by === 'plate' ? (
        <TextField
          key="plate"
          control={control}
          name="licenseNo"
          label="车牌号码"
          rule="isLicense"
          placeholder="请输入车牌号码，如京A12345"
        />
      ) : (
        <TextField
          key="policy"
          control={control}
          name="policyNo"
          label="保单号"
          rule="isPolicyNo"
          placeholder="请输入保单号"
        />
      )}
      <IdDocumentFields control={control} typeName="identifyType" numberName="identifyNumber" whose="被保险人" />
      <Button block type="submit" color="primary" size="large" className="rn-submit" loading={busy}>
        查询续保
      </Button>
    </form>
  );
}
