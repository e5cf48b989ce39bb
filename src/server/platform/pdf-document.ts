import type PDFDocument from 'pdfkit';

/** A PDF being drawn (pdfkit's document). */
export type PdfDocument = InstanceType<typeof PDFDocument>;
export type PdfDocumentOptions = ConstructorParameters<typeof PDFDocument>[0];

let pdfkit: Promise<typeof PDFDocument> | undefined;

/**
 * A new pdfkit document, the library loaded with the first one a process draws
 * (issue 9). Loaded at start-up, as it was, pdfkit and the fonts' code it
 * brings held 4.9 MB of every server's heap, which each full collection marks
 * again whether or not a customer ever downloads a PDF (bench/findings.md, the
 * 12:36 run). A failed load is not kept, so the next document tries again.
 */
export async function newPdfDocument(options: PdfDocumentOptions): Promise<PdfDocument> {
  pdfkit ??= import('pdfkit').then(
    (module) => module.default,
    (err: unknown) => {
      pdfkit = undefined;
      throw err;
    },
  );
  const PDFDocumentClass = await pdfkit;
  return new PDFDocumentClass(options);
}
