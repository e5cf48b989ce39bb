import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { invoice } from '../../../../shared/api/invoice';
import { normaliseDigits } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import { useKeptValues } from '../../../ui/form/kept-values';
import { TextField } from '../../../ui/form/TextField';
import { AppDatePicker } from '../../../ui/picker';
import { useRunInvoiceQuery } from '../lib/run-query';

type Values = { invoiceNumber: string; invoiceCode: string; issueDate: string; checkCode: string };

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * By invoice: the number, then what its kind needs. An 8-digit number is a VAT
 * e-invoice and asks for its code and the last six of the check code; a
 * 20-digit number is a fully digital e-invoice and needs only the issue date.
 */
export function InvoiceWayForm() {
  const saved = useAppStore((s) => s.invoice.invoiceForm);
  const setInvoice = useAppStore((s) => s.setInvoice);
  const { run, busy } = useRunInvoiceQuery();
  const [picking, setPicking] = useState(false);
  const { control, handleSubmit, watch } = useForm<Values>({ defaultValues: saved });
  // Kept as typed: the page is left for the results, an invoice or the home page.
  useKeptValues(watch, (invoiceForm) => setInvoice({ invoiceForm }));
  const date = useController({ control, name: 'issueDate', rules: { required: '请选择开票日期' } });
  const vat = normaliseDigits(watch('invoiceNumber') ?? '').length !== 20;

  const submit = handleSubmit((v) => {
    const form = {
      invoiceNumber: normaliseDigits(v.invoiceNumber),
      invoiceCode: vat ? normaliseDigits(v.invoiceCode) : '',
      issueDate: v.issueDate,
      checkCode: vat ? normaliseDigits(v.checkCode) : '',
    };
    setInvoice({ invoiceForm: form, way: 'invoice' });
    return run(() =>
      api(invoice.queryInvoiceBybillNo, {
        ...form,
        invoiceCode: form.invoiceCode || undefined,
        checkCode: form.checkCode || undefined,
      }),
    );
  });

  return (
    <form className="iv-form" onSubmit={submit} noValidate aria-label="按发票查询">
      <TextField
        control={control}
        name="invoiceNumber"
        label="发票号码"
        rule="isInvoiceNo"
        inputMode="numeric"
        placeholder="请输入8位或20位发票号码"
      />
      {vat && (
        <TextField control={control} name="invoiceCode" label="发票代码" rule="isInvoiceCode" inputMode="numeric" />
      )}
      <div className={`form-field${date.fieldState.error ? ' form-field-invalid' : ''}`}>
        <span className="form-field-label" id="iv-date-label">
          开票日期
        </span>
        <div className="form-field-control">
          <button type="button" className="iv-date" aria-labelledby="iv-date-label" onClick={() => setPicking(true)}>
            <span className={date.field.value ? '' : 'iv-date-empty'}>{date.field.value || '请选择开票日期'}</span>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        {date.fieldState.error && (
          <p className="field-error" role="alert">
            {date.fieldState.error.message}
          </p>
        )}
      </div>
      <AppDatePicker
        title="开票日期"
        visible={picking}
        onClose={() => setPicking(false)}
        value={date.field.value ? new Date(`${date.field.value}T00:00:00`) : new Date()}
        onConfirm={(d) => date.field.onChange(isoDate(d))}
      />
      {vat && (
        <TextField
          control={control}
          name="checkCode"
          label="校验码后6位"
          rule="isInvoiceAfterSix"
          inputMode="numeric"
        />
      )}
      <Button block type="submit" color="primary" size="large" className="iv-submit" loading={busy}>
        查询
      </Button>
    </form>
  );
}
