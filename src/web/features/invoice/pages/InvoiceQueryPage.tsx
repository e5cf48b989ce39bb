import { useEffect, useState } from 'react';
import { invoice } from '../../../../shared/api/invoice';
import { api } from '../../../api/client';
import { policyNoInLink } from '../../../app/policy-link';
import { useSearchParams } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { latestRead } from '../../../ui/latest-read';
import { SwipeTabs } from '../../../ui/swipe-tabs';
import { EmptyState } from '../components/EmptyState';
import '../components/invoice.css';
import { InvoiceWayForm } from '../components/InvoiceWayForm';
import { PolicyWayForm } from '../components/PolicyWayForm';

const BOTH_OPEN = { byPolicy: true, byInvoice: true };

/**
 * /invoice-query: by policy or by invoice, each shown only while the server's switch has it open.
 *
 * Both ways show until the switch answers, as when it fails: the switches are
 * nearly always open, and waiting for them kept the whole form off the screen
 * for a round trip after the scripts (and out of the first screen index.html
 * paints, issue 9). A way the switch then reports closed disappears; the server
 * refuses a query by a closed way either way.
 *
 * A link with `?policyNo=` (the payment result's 查发票) opens the policy way with that number
 * filled; the number then lives in the store like a typed one and leaves the address, so
 * coming back from the results shows what the customer last had rather than the link's.
 */
export default function InvoiceQueryPage() {
  const [params, setParams] = useSearchParams();
  const linked = policyNoInLink(params);
  const storedWay = useAppStore((s) => s.invoice.way);
  const way = linked ? 'policy' : storedWay;
  const setInvoice = useAppStore((s) => s.setInvoice);
  useEffect(() => {
    if (!params.has('policyNo')) return;
    if (linked) {
      const { policyForm } = useAppStore.getState().invoice;
      setInvoice({ way: 'policy', policyForm: { ...policyForm, policyNo: linked } });
    }
    setParams({}, { replace: true });
  }, [params, linked, setInvoice, setParams]);
  const [open, setOpen] = useState<{ byPolicy: boolean; byInvoice: boolean }>(BOTH_OPEN);
  useEffect(() => {
    return latestRead((signal) => {
      api(invoice.queryInvoiceSwitch, {}, { signal })
        .then((s) => !signal.aborted && setOpen(s))
        // The switch call is silent; if it fails, both ways stay open and the server still decides.
        .catch(() => !signal.aborted && setOpen(BOTH_OPEN));
    });
  }, []);
  const tabs = [
    open.byPolicy && { key: 'policy', title: '按保单查询', content: <PolicyWayForm linkedPolicyNo={linked} /> },
    open.byInvoice && { key: 'invoice', title: '按发票查询', content: <InvoiceWayForm /> },
  ].filter((t) => t !== false);
  return (
    <CardPage className="iv-page" title="电子发票查询">
      {tabs.length === 0 ? (
        // Its way on is home: the feature's default (去查询发票) led back to this very page.
        <EmptyState message="电子发票查询服务暂未开放，请稍后再试" action={{ text: '返回首页', to: '/' }} />
      ) : (
        <>
          <Card flush>
            <SwipeTabs
              // A way closing after the first render remounts the tabs, so the index follows the remaining ones.
              key={tabs.map((t) => t.key).join()}
              tabs={tabs}
              defaultIndex={Math.max(
                0,
                tabs.findIndex((t) => t.key === way),
              )}
              onChange={(key) => setInvoice({ way: key === 'invoice' ? 'invoice' : 'policy' })}
            />
          </Card>
          <p className="iv-tip">
            温馨提示：按保单查询请填写投保人的证件号码和姓名；数电发票（20位号码）无发票代码和校验码，按号码和开票日期查询。
          </p>
        </>
      )}
    </CardPage>
  );
}
