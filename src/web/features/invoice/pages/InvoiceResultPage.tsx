import { useEffect, useState } from 'react';
import { invoice } from '../../../../shared/api/invoice';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import { CardPage } from '../../../ui/card-page';
import { latestRead } from '../../../ui/latest-read';
import { EmptyState } from '../components/EmptyState';
import { InvoiceCard } from '../components/InvoiceCard';
import '../components/invoice.css';

/**
 * /invoice-queryResult: the invoices found. Opened without a list (a new tab,
 * a cleared store), it asks the server which invoices this session has found.
 */
export default function InvoiceResultPage() {
  const list = useAppStore((s) => s.invoice.list);
  const [asked, setAsked] = useState(list.length > 0);
  useEffect(() => {
    if (list.length > 0) return;
    // Only while it matters: a late answer must not replace the invoices a newer query found.
    return latestRead((signal) => {
      api(invoice.invoiceList, {}, { signal })
        .then((answer) => {
          if (!signal.aborted && useAppStore.getState().invoice.list.length === 0)
            useAppStore.getState().setInvoice({ list: answer.list });
        })
        .catch(() => undefined)
        .finally(() => !signal.aborted && setAsked(true));
    });
  }, [list.length]);
  if (!asked && list.length === 0)
    return (
      <CardPage className="iv-page" title="发票列表">
        {null}
      </CardPage>
    );
  return (
    <CardPage className="iv-page" title="发票列表">
      {list.length === 0 ? (
        <EmptyState message="暂无发票，请先输入保单或发票信息查询" />
      ) : (
        <>
          <p className="iv-meta">共 {list.length} 张电子发票，可查看、下载或发送至邮箱</p>
          {list.map((e) => (
            <InvoiceCard key={`${e.billcode}${e.billnumber}`} entry={e} />
          ))}
        </>
      )}
    </CardPage>
  );
}
