import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { invoice } from '../../../../shared/api/invoice';
import { normaliseCode } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import { TextField } from '../../../ui/form/TextField';
import { useRunInvoiceQuery } from '../lib/run-query';

type Values = { policyNo: string; certificates: string; cusName: string };

/** By policy: the policy number, the buyer's certificate number and name. */
export function PolicyWayForm() {
  const saved = useAppStore((s) => s.invoice.policyForm);
  const setInvoice = useAppStore((s) => s.setInvoice);
  const run = useRunInvoiceQuery();
  const { control, handleSubmit } = useForm<Values>({ defaultValues: saved });
  const submit = handleSubmit((v) => {
    const body = {
      policyNo: normaliseCode(v.policyNo),
      certificates: normaliseCode(v.certificates),
      cusName: v.cusName.trim(),
    };
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
      <Button block type="submit" color="primary" size="large" className="iv-submit">
        查询
      </Button>
    </form>
  );
}
