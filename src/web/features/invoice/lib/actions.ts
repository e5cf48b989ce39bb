import { type InvoiceEntry, invoice } from '../../../../shared/api/invoice';
import { api, apiBlob } from '../../../api/client';
import { checkEmailAddress } from '../../../ui/form/rule-check';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import { prompt } from '../../../ui/message-box';
import { saveBlob } from '../../../ui/save-blob';
import { toast } from '../../../ui/toast';

export const refOf = (e: Pick<InvoiceEntry, 'billnumber' | 'billcode'>) => ({
  billnumber: e.billnumber,
  billcode: e.billcode || undefined,
});

/** The invoice's PDF; `signal` cancels the download when the page no longer wants it. */
export function fetchInvoicePdf(
  e: Pick<InvoiceEntry, 'billnumber' | 'billcode'>,
  download = false,
  signal?: AbortSignal,
): Promise<Blob> {
  return apiBlob(invoice.queryElectronicInvoice, { ...refOf(e), download }, { signal });
}

export async function downloadInvoice(e: InvoiceEntry) {
  try {
    const blob = await withLoading(() => fetchInvoicePdf(e, true));
    saveBlob(blob, `电子发票_${e.billnumber}.pdf`);
    toast('下载已开始');
  } catch {
    // The client has shown why.
  }
}

/** Asks for an address (the shared isEmail rule) and mails the invoice there. */
export async function emailInvoice(e: InvoiceEntry) {
  const email = await prompt('请输入接收电子发票的邮箱', {
    title: '发送电子发票',
    type: 'email',
    // No maxlength: the input would cut a longer address to another that may pass (…@example.com.cn
    // to …@example.com) and mail the document there; checkEmailAddress refuses it whole instead.
    placeholder: '例如 name@example.com',
    validator: checkEmailAddress,
  });
  if (email === null) return;
  try {
    const answer = await withLoading(() => api(invoice.sendInvoiceEmail, { ...refOf(e), email: email.trim() }));
    toast(`电子发票已发送至 ${answer.maskedEmail}，请查收`);
  } catch {
    // The client has shown why.
  }
}

/**
 * 下载 and 发送邮箱 of an invoice, each once at a time: a double tap fetched the
 * PDF twice (two files saved) or opened two address prompts.
 */
export function useInvoiceActions() {
  const download = useOneAtATime(downloadInvoice);
  const mail = useOneAtATime(emailInvoice);
  return { download: download.run, mail: mail.run };
}
