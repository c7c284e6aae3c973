import { CARD_SCHEMES, cardSides, cardVcard, type Card, type CardLayoutInput } from '@intranet/contracts';
import { createPdf, drawQrCode, qrCodeOf } from '../../platform/pdf/pdf.ts';

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
  const { doc, finish } = createPdf({
    size: [width, height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Визитка: ${card.last_name} ${card.first_name}` },
  });
  const qr = card.is_qr ? qrCodeOf(cardVcard(layoutOf(card))) : null;
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
      const left = width - MARGIN - qrSize;
      const top = height - MARGIN - qrSize;
      // A light square under the code: scanners need contrast on the dark scheme too.
      doc.rect(left - 1, top - 1, qrSize + 2, qrSize + 2).fill('#ffffff');
      drawQrCode(doc, qr, { left, top, size: qrSize });
    }
  }
  return finish();
}
