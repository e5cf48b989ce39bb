import { Button } from 'antd-mobile';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { invoice } from '../../../../shared/api/invoice';
import { isPolicyNo } from '../../../../shared/rules';
import { apiBlob } from '../../../api/client';
import { failureText } from '../../../api/errors';
import { useSearchParams } from '../../../app/router';
import { CardPage } from '../../../ui/card-page';
import { latestRead } from '../../../ui/latest-read';
import { openPdf, renderPage } from '../../../ui/pdf/pdf-render';
import { saveBlob } from '../../../ui/save-blob';
import { EmptyState } from '../components/EmptyState';
import '../components/policy.css';
import { documentFileName, fetchDocument } from '../lib/documents';

const ZOOMS = [0.75, 1, 1.25, 1.5, 2, 3];

function PdfCanvas(props: { doc: PDFDocumentProxy; page: number; width: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (ref.current) renderPage(props.doc, props.page, ref.current, props.width).catch(() => undefined);
  }, [props.doc, props.page, props.width]);
  return <canvas ref={ref} className="pl-pdf-page" aria-label={`第${props.page}页`} />;
}

/**
 * Which document the address names and how to fetch it: an e-invoice by its
 * number (and code), else a policy document by policy number and docId.
 * Undefined when the address names none.
 */
function documentOf(params: URLSearchParams) {
  const billnumber = params.get('billnumber') ?? '';
  if (billnumber) {
    if (!/^\d{8}$|^\d{20}$/.test(billnumber)) return undefined;
    const billcode = params.get('billcode') || undefined;
    return {
      key: `invoice:${billnumber}:${billcode ?? ''}`,
      title: params.get('title') ?? '电子发票',
      fileName: `电子发票_${billnumber}.pdf`,
      fetch: (signal: AbortSignal) =>
        apiBlob(invoice.queryElectronicInvoice, { billnumber, billcode, download: false }, { signal }),
    };
  }
  const policyNo = (params.get('policyNo') ?? '').toUpperCase();
  if (!isPolicyNo(policyNo)) return undefined;
  const docId = params.get('docId') ?? 'epolicy';
  const title = params.get('title') ?? '电子保单';
  return {
    key: `policy:${policyNo}:${docId}`,
    title,
    fileName: documentFileName(policyNo, docId, title),
    fetch: (signal: AbortSignal) => fetchDocument(policyNo, docId, signal),
  };
}

/**
 * Where the empty page sends the customer: back to the query that finds what they were opening
 * (someone after an invoice was sent to the policy query, which cannot find one).
 */
function wayBack(params: URLSearchParams) {
  return params.has('billnumber')
    ? { text: '去查询发票', to: '/invoice-query' }
    : { text: '去查询保单', to: '/policy-query' };
}

/**
 * /pdf: an in-app PDF viewer (pdf.js) for the e-policy, the clause documents
 * and e-invoices: every page, zoom in and out, download. Opened with policyNo,
 * docId and title, or with billnumber and billcode (an invoice the session has found).
 */
export default function PdfPage() {
  const [params] = useSearchParams();
  // Another document in the address is another page: nothing of the last one's (its pages, its file for
  // 下载, a failure) carries over.
  return <PdfViewer key={documentOf(params)?.key ?? ''} />;
}

function PdfViewer() {
  const [params] = useSearchParams();
  const source = documentOf(params);
  const title = source?.title ?? params.get('title') ?? (params.has('billnumber') ? '电子发票' : '电子保单');
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [failed, setFailed] = useState('');
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(() => Math.min(window.innerWidth, 640) - 24);

  // The key names the document; the fetch it goes with changes identity on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch only when the document changes.
  useEffect(() => {
    if (!source) {
      setFailed(params.has('billnumber') ? '没有要查看的发票，请从发票查询进入' : '没有要查看的文件，请从保单详情进入');
      return;
    }
    return latestRead((signal) => {
      source
        .fetch(signal)
        .then(async (b) => {
          const opened = await openPdf(await b.arrayBuffer());
          if (signal.aborted) return void opened.destroy();
          setBlob(b);
          setDoc(opened);
        })
        .catch((err: unknown) => !signal.aborted && setFailed(failureText(err, '文件加载失败，请稍后再试')));
    });
  }, [source?.key]);

  useEffect(() => () => void doc?.destroy(), [doc]);
  useEffect(() => {
    const onResize = () => setWidth(Math.min(window.innerWidth, 640) - 24);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  if (failed)
    return (
      <CardPage className="pl-page" title={title}>
        <EmptyState message={failed} action={wayBack(params)} />
      </CardPage>
    );
  const pageNumbers = doc ? Array.from({ length: doc.numPages }, (_, i) => i + 1) : [];
  const step = (d: number) => setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.indexOf(z) + d))]);
  return (
    <CardPage
      className="pl-page"
      title={title}
      footer={
        <div className="pl-footer">
          <div className="pl-pdf-bar">
            <Button size="small" onClick={() => step(-1)} disabled={zoom === ZOOMS[0]} aria-label="缩小">
              －
            </Button>
            <span className="pl-pdf-zoom" aria-live="polite">
              {Math.round(zoom * 100)}%{doc ? ` · 共${doc.numPages}页` : ''}
            </span>
            <Button size="small" onClick={() => step(1)} disabled={zoom === ZOOMS[ZOOMS.length - 1]} aria-label="放大">
              ＋
            </Button>
            <Button
              size="small"
              color="primary"
              disabled={!blob}
              onClick={() => {
                if (blob && source) saveBlob(blob, source.fileName);
              }}
            >
              下载
            </Button>
          </div>
        </div>
      }
    >
      <div className="pl-pdf" data-testid="pdf-viewer">
        {!doc && <p className="pl-meta">正在加载文件…</p>}
        {doc && pageNumbers.map((n) => <PdfCanvas key={n} doc={doc} page={n} width={width * zoom} />)}
      </div>
    </CardPage>
  );
}
