import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * The in-app PDF viewer's drawing, shared by the e-policy (/pdf) and the
 * e-invoice (/invoice-queryWealth) pages. pdf.js is about 110 kB gzip, so it
 * is fetched when the first document opens rather than with the page: the
 * header and the loading state show first, and no other route pays for it.
 */
const loadPdfJs = () => import('./pdfjs');

export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfJs();
  // Eval off: the CSP forbids it.
  return getDocument({ data: new Uint8Array(data), isEvalSupported: false, enableXfa: false }).promise;
}

/**
 * The drawing each canvas shows now, and the latest call that asked for one.
 * pdf.js refuses a second drawing on a canvas while one is under way, and the
 * first then goes on drawing into the canvas the second has resized: a zoom
 * tapped again before the page was drawn (many frames on a phone) left it
 * garbled at the new size. So the latest call alone draws, after cancelling
 * the drawing in progress.
 */
const drawing = new WeakMap<HTMLCanvasElement, { cancel: () => void }>();
const latestCall = new WeakMap<HTMLCanvasElement, object>();

/** Draws one page into a canvas at a CSS width, sharp on high-density screens; a later call for the canvas wins. */
export async function renderPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
) {
  const call = {};
  latestCall.set(canvas, call);
  const page = await doc.getPage(pageNumber);
  if (latestCall.get(canvas) !== call) return;
  drawing.get(canvas)?.cancel();
  const base = page.getViewport({ scale: 1 });
  const ratio = Math.min(window.devicePixelRatio || 1, 3);
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(cssWidth)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  const task = page.render({ canvas, viewport });
  drawing.set(canvas, task);
  try {
    await task.promise;
  } catch (err) {
    // Cancelled by a later call, which draws instead.
    if (latestCall.get(canvas) !== call) return;
    throw err;
  } finally {
    if (drawing.get(canvas) === task) drawing.delete(canvas);
  }
}
