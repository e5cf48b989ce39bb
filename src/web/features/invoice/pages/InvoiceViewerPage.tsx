import { Button } from 'antd-mobile';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { moneyText } from '../../../../shared/rules/money';
import { failureText } from '../../../api/errors';
import { useNavigate, useSearchParams } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { latestRead } from '../../../ui/latest-read';
import { openPdf, renderPage } from '../../../ui/pdf/pdf-render';
import { Rows } from '../../../ui/rows';
import { EmptyState } from '../components/EmptyState';
import '../components/invoice.css';
import { fetchInvoicePdf, useInvoiceActions } from '../lib/actions';

/**
 * /invoice-queryWealth: one invoice — its face in figures, the PDF as the tax
 * platform issued it (drawn with pdf.js), download and e-mail. The spec names
 * the route without saying what it shows; an invoice viewer is what the list
 * needs, and the /pdf page belongs to the policy documents.
 */
export default function InvoiceViewerPage() {
  const [params] = useSearchParams();
  // Another invoice in the address is another page: nothing of the last one's (its PDF, a failure) carries over.
  return <InvoiceViewer key={`${params.get('billnumber')}:${params.get('billcode')}`} />;
}

function InvoiceViewer() {
  const [params] = useSearchParams();
  const billnumber = params.get('billnumber') ?? '';
  const billcode = params.get('billcode') ?? '';
  const entry = useAppStore((s) => s.invoice.list.find((e) => e.billnumber === billnumber && e.billcode === billcode));
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);
  const navigate = useNavigate();
  const actions = useInvoiceActions();

  useEffect(() => {
    if (!/^\d{8}$|^\d{20}$/.test(billnumber)) {
      setFailed('请先查询发票，再从发票列表打开');
      return;
    }
    return latestRead((signal) => {
      fetchInvoicePdf({ billnumber, billcode }, false, signal)
        .then(async (blob) => {
          const opened = await openPdf(await blob.arrayBuffer());
          if (!signal.aborted) setDoc(opened);
          else void opened.destroy();
        })
        .catch((err: unknown) => !signal.aborted && setFailed(failureText(err, '发票加载失败，请稍后再试')));
    });
  }, [billnumber, billcode]);

  useEffect(() => {
    // The card's own padding (2 × 14 px) and the page's (2 × 12 px) leave this much for the invoice.
    const width = Math.min(window.innerWidth, 640) - 52;
    if (doc && canvas.current) renderPage(doc, 1, canvas.current, width).catch(() => undefined);
  }, [doc]);
  useEffect(() => () => void doc?.destroy(), [doc]);

  if (failed)
    return (
      <CardPage className="iv-page" title="电子发票">
        <EmptyState message={failed} />
      </CardPage>
    );
  return (
    <CardPage className="iv-page" title="电子发票">
      {entry && (
        <Card title={entry.kindName} label="发票信息">
          <Rows
            rows={[
              // A VAT e-invoice is known by its code and number together (a fully digital one has no code).
              !!entry.billcode && ['发票代码', entry.billcode],
              ['发票号码', entry.billnumber],
              ['开票日期', entry.makedate],
              ['项目', entry.itemName],
              ['金额', `¥${moneyText(entry.amount)}`],
              ['税额', `¥${moneyText(entry.taxAmount)}（${entry.taxRate}）`],
              ['价税合计', `¥${moneyText(entry.billamount)}`],
              ['购买方', entry.buyerName],
              ['销售方', entry.sellerName],
            ]}
          />
        </Card>
      )}
      <Card label="发票文件" className="iv-pdf">
        {!doc && <p className="iv-meta">正在加载发票…</p>}
        <canvas ref={canvas} aria-label="电子发票第1页" />
        {doc && (
          <Button
            size="mini"
            fill="none"
            className="iv-zoom"
            onClick={() =>
              // The in-app PDF viewer zooms step by step and downloads, as for the e-policy.
              navigate(
                `/pdf?${new URLSearchParams({ billnumber, ...(billcode ? { billcode } : {}), title: '电子发票' })}`,
              )
            }
          >
            放大查看
          </Button>
        )}
      </Card>
      {entry && (
        <div className="iv-actions">
          <Button color="primary" onClick={() => actions.download(entry)}>
            下载发票
          </Button>
          <Button onClick={() => actions.mail(entry)}>发送邮箱</Button>
        </div>
      )}
    </CardPage>
  );
}
