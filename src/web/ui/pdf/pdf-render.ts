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

/** Draws one page into a canvas at a CSS width, sharp on high-density screens. */
export async function renderPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
) {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const ratio = Math.min(window.devicePixelRatio || 1, 3);
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(cssWidth)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  await page.render({ canvas, viewport }).promise;
}
