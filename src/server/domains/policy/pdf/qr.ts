import type { Doc } from './layout';

/**
 * A QR code drawn as filled squares: vector, so any phone camera reads it from
 * screen or paper. qrcode loads with the first e-policy a process draws, not at
 * start-up (issue 9; architecture.test.ts).
 */
export async function drawQr(doc: Doc, text: string, x: number, y: number, size: number) {
  const { default: QRCode } = await import('qrcode');
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + quiet * 2);
  doc.save().rect(x, y, size, size).fillColor('#ffffff').fill();
  doc.fillColor('#000000');
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (qr.modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fill().restore();
}
