import { GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js itself, imported on demand by pdf-render.ts. Its worker is a file of
 * our own build served from our origin, as the CSP (worker-src 'self' blob:,
 * script-src 'self') requires.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export { getDocument } from 'pdfjs-dist';
