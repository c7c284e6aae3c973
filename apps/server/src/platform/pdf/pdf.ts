import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
/**
 * DejaVu from an npm package (a fresh machine has no system fonts): the Cyrillic of every office's language,
 * Russian, Belarusian (Ў), Kazakh (Ә) and Ukrainian (Ї).
 */
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface PdfDraft {
  doc: PDFKit.PDFDocument;
  /** Ends the document and gives its bytes. */
  finish: () => Promise<Buffer>;
}

/** A PDF document with the fonts `regular` and `bold` registered, collected into a buffer when finished. */
export function createPdf(options: PDFKit.PDFDocumentOptions): PdfDraft {
  const doc = new PDFDocument({ ...options, info: { Creator: 'Интранет', ...options.info } });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  return {
    doc,
    finish: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

/** A QR code of `text` for drawQrCode (made once when several pages print it). */
export function qrCodeOf(text: string): QRCode.QRCode {
  return QRCode.create(text, { errorCorrectionLevel: 'M' });
}

/** The code drawn as vector squares in black, so it stays sharp at any resolution. */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  qr: QRCode.QRCode,
  at: { left: number; top: number; size: number },
) {
  const cells = qr.modules.size;
  const cell = at.size / cells;
  doc.fillColor('#000000');
  for (let row = 0; row < cells; row++)
    for (let column = 0; column < cells; column++)
      if (qr.modules.get(row, column)) doc.rect(at.left + column * cell, at.top + row * cell, cell, cell);
  doc.fill('#000000');
}
