import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { invoice } from '../../../../shared/api/invoice';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import { useKeptValues } from '../../../ui/form/kept-values';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextField } from '../../../ui/form/TextField';
import { useRunInvoiceQuery } from '../lib/run-query';

type Values = { policyNo: string; certificates: string; cusName: string };

// The form is checked with the server's own request schema (loaded after the page): the buyer's
// certificate number and name by the very rules the server applies, not a copy of them.
// Not made when the build renders this page in Node (build/prerender.ts): schemaResolver waits for
// the browser to be idle, and Node has no window; the prerendered copy never validates anyway.
const resolver = import.meta.env.SSR
  ? undefined
  : schemaResolver<Values>(() => import('@schemas/invoice').then((m) => m.queryInvoiceByPolicyNo.request));

/**
 * By policy: the policy number, the buyer's certificate number and name.
 * `linkedPolicyNo` is the policy a link came for (the payment result's 查发票): it fills the
 * number, and what the customer typed before in this session stays in the other two fields.
 */
export function PolicyWayForm({ linkedPolicyNo = '' }: { linkedPolicyNo?: string }) {
  const saved = useAppStore((s) => s.invoice.policyForm);
  const setInvoice = useAppStore((s) => s.setInvoice);
  const { run, busy } = useRunInvoiceQuery();
  const { control, handleSubmit, watch } = useForm<Values>({
    defaultValues: linkedPolicyNo ? { ...saved, policyNo: linkedPolicyNo } : saved,
    resolver,
  });
  // Kept as typed: the page is left for the results, an invoice or the home page.
  useKeptValues(watch, (policyForm) => setInvoice({ policyForm }));
  // The values come normalised by the schema (no spaces, upper case), as the server would read them.
  const submit = handleSubmit((body) => {
    setInvoice({ policyForm: body, way: 'policy' });
    return run(() => api(invoice.queryInvoiceByPolicyNo, body));
  });
  return (
    <form className="iv-form" onSubmit={submit} noValidate aria-label="按保单查询发票">
      <TextField control={control} name="policyNo" label="保单号" rule="isPolicyNo" />
      <TextField
        control={control}
        name="certificates"
        label="证件号码"
        maxLength={50}
        placeholder="请输入投保人证件号码"
      />
      <TextField
        control={control}
        name="cusName"
        label="姓名"
        maxLength={60}
        placeholder="请输入投保人姓名或单位名称"
      />
      <Button block type="submit" color="primary" size="large" className="iv-submit" loading={busy}>
        查询
      </Button>
    </form>
  );
}
