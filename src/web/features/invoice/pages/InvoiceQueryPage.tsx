import { useEffect, useState } from 'react';
import { invoice } from '../../../../shared/api/invoice';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import { SwipeTabs } from '../../../ui/swipe-tabs';
import { EmptyState, InvoicePage } from '../components/InvoicePage';
import { InvoiceWayForm } from '../components/InvoiceWayForm';
import { PolicyWayForm } from '../components/PolicyWayForm';

/** /invoice-query: by policy or by invoice, each shown only while the server's switch has it open. */
export default function InvoiceQueryPage() {
  const way = useAppStore((s) => s.invoice.way);
  const setInvoice = useAppStore((s) => s.setInvoice);
  const [open, setOpen] = useState<{ byPolicy: boolean; byInvoice: boolean } | null>(null);
  useEffect(() => {
    let alive = true;
    api(invoice.queryInvoiceSwitch, {})
      .then((s) => alive && setOpen(s))
      // The switch call is silent; if it fails, both ways stay open and the server still decides.
      .catch(() => alive && setOpen({ byPolicy: true, byInvoice: true }));
    return () => {
      alive = false;
    };
  }, []);
  if (!open) return <InvoicePage title="电子发票查询">{null}</InvoicePage>;
  const tabs = [
    open.byPolicy && { key: 'policy', title: '按保单查询', content: <PolicyWayForm /> },
    open.byInvoice && { key: 'invoice', title: '按发票查询', content: <InvoiceWayForm /> },
  ].filter((t) => t !== false);
  return (
    <InvoicePage title="电子发票查询">
      {tabs.length === 0 ? (
        <EmptyState message="电子发票查询服务暂未开放，请稍后再试" />
      ) : (
        <>
          <div className="iv-card iv-card-flush">
            <SwipeTabs
              tabs={tabs}
              defaultIndex={Math.max(
                0,
                tabs.findIndex((t) => t.key === way),
              )}
              onChange={(key) => setInvoice({ way: key === 'invoice' ? 'invoice' : 'policy' })}
            />
          </div>
          <p className="iv-tip">
            温馨提示：按保单查询请填写投保人的证件号码和姓名；数电发票（20位号码）无发票代码和校验码，按号码和开票日期查询。
          </p>
        </>
      )}
    </InvoicePage>
  );
}
