import { useEffect, useState } from 'react';
import { invoice } from '../../../../shared/api/invoice';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import { CardPage } from '../../../ui/card-page';
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
    api(invoice.invoiceList, {})
      .then((answer) => useAppStore.getState().setInvoice({ list: answer.list }))
      .catch(() => undefined)
      .finally(() => setAsked(true));
  }, [list.length]);
  if (!asked)
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
