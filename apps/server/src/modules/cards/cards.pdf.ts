import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CARD_SCHEMES, cardSides, cardVcard, type Card, type CardLayoutInput } from '@intranet/contracts';

const require = createRequire(import.meta.url);
/** DejaVu from an npm package (a fresh machine has no system fonts): Cyrillic of every language we print. */
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MM = 72 / 25.4;
/** The card's trim size; the print shop adds its own bleed. */
const LONG = 85 * MM;
const SHORT = 55 * MM;
const MARGIN = 5 * MM;

/** The layout's input from an order. */
function layoutOf(card: Card): CardLayoutInput {
  return { ...card, company: card.company?.name ?? null, address: card.address?.name ?? null };
}

/**
 * The print-ready PDF: one page of the card's trim size per side (85×55 mm, or 55×85 in portrait), text in
 * embedded DejaVu, the QR code drawn as vector squares so it stays sharp at any resolution.
 */
export async function renderCardPdf(card: Card): Promise<Buffer> {
  const portrait = card.orientation === 'p';
  const [width, height] = portrait ? [SHORT, LONG] : [LONG, SHORT];
  const scheme = CARD_SCHEMES[card.color === 'w' ? 'w' : 'b'];
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Визитка: ${card.last_name} ${card.first_name}`, Creator: 'Интранет' },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const qr = card.is_qr ? QRCode.create(cardVcard(layoutOf(card)), { errorCorrectionLevel: 'M' }) : null;
  const qrSize = 18 * MM;

  for (const side of cardSides(layoutOf(card))) {
    doc.addPage({ size: [width, height], margin: 0 });
    doc.rect(0, 0, width, height).fill(scheme.background);
    const textWidth = width - 2 * MARGIN - (qr && !portrait ? qrSize + 2 * MM : 0);
    let y = MARGIN;
    if (card.league_logo) {
      doc.font('bold').fontSize(6).fillColor(scheme.accent).text('ЛИГА', MARGIN, y, { width: textWidth });
      y += 3 * MM;
    }
    if (side.company) {
      doc
        .font('bold')
        .fontSize(7)
        .fillColor(scheme.accent)
        .text(side.company, MARGIN, y, { width: textWidth });
      y = doc.y + 3 * MM;
    }
    doc.font('bold').fontSize(10).fillColor(scheme.text).text(side.name, MARGIN, y, { width: textWidth });
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(scheme.text)
      .text(side.position, MARGIN, doc.y + 1, {
        width: textWidth,
      });
    const lineHeight = 8.5;
    let lineY = height - MARGIN - side.lines.length * lineHeight - (qr && portrait ? qrSize + 2 * MM : 0);
    for (const line of side.lines) {
      doc.font('regular').fontSize(6).fillColor(scheme.text).text(line, MARGIN, lineY, {
        width: textWidth,
        lineBreak: false,
      });
      lineY += lineHeight;
    }
    if (qr) {
      const cells = qr.modules.size;
      const cell = qrSize / cells;
      const left = width - MARGIN - qrSize;
      const top = height - MARGIN - qrSize;
      // A light square under the code: scanners need contrast on the dark scheme too.
      doc.rect(left - 1, top - 1, qrSize + 2, qrSize + 2).fill('#ffffff');
      for (let row = 0; row < cells; row++)
        for (let column = 0; column < cells; column++)
          if (qr.modules.get(row, column)) doc.rect(left + column * cell, top + row * cell, cell, cell);
      doc.fill('#000000');
    }
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
