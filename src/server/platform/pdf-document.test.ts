import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('pdfkit');
  vi.resetModules();
});

describe('newPdfDocument', () => {
  it('draws a document with pdfkit loaded on first use', async () => {
    const { newPdfDocument } = await import('./pdf-document');
    const doc = await newPdfDocument({ size: 'A4' });
    const bytes = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.text('保单').end();
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('tries the load again after one failed, instead of failing every later document', async () => {
    vi.resetModules();
    let installed = false;
    vi.doMock('pdfkit', async (importOriginal) => {
      if (!installed) throw new Error('pdfkit is not installed');
      return importOriginal();
    });
    const { newPdfDocument } = await import('./pdf-document');
    // Vitest wraps the factory's error in its own message.
    await expect(newPdfDocument({})).rejects.toThrow();
    installed = true;
    const doc = await newPdfDocument({});
    expect(typeof doc.end).toBe('function');
  });
});
