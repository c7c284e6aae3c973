import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Card } from '@intranet/contracts';

const require = createRequire(import.meta.url);
/** DejaVu from an npm package (a fresh machine has no system fonts): Cyrillic of every language we print. */
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MM = 72 / 25.4;
/** The card's trim size; the print shop adds its own bleed. */
const LONG = 85 * MM;
const SHORT = 55 * MM;
const MARGIN = 5 * MM;

/** The colour schemes of CARD_COLORS, the same as the web preview's (apps/web/src/modules/cards). */
export const CARD_SCHEMES = {
  b: { background: '#1f3f8f', text: '#ffffff', accent: '#9fc3ff' },
  w: { background: '#ffffff', text: '#1a1a1a', accent: '#1f3f8f' },
} as const;

/** What one side of the card says, in its language. */
export interface CardSide {
  name: string;
  position: string;
  company: string | null;
  lines: string[];
}

/** The sides a card prints, Russian first: the text the preview and the PDF lay out alike. */
export function cardSides(card: Card): CardSide[] {
  const contacts = (ext: string, mobile: string) =>
    [
      card.phone_ext ? `${ext} ${card.phone_ext}` : null,
      card.phone_mobile ? `${mobile} ${card.phone_mobile}` : null,
      card.email,
    ].filter((line): line is string => Boolean(line));
  const russian: CardSide = {
    name: [card.last_name, card.first_name, card.middle_name].filter(Boolean).join(' '),
    position: card.work_position,
    company: card.company?.name ?? null,
    lines: [...contacts('Тел.', 'Моб.'), ...(card.address ? [card.address.name] : [])],
  };
  const english: CardSide = {
    name: [card.first_name_en, card.last_name_en].filter(Boolean).join(' '),
    position: card.work_position_en ?? card.work_position,
    company: card.company?.name ?? null,
    lines: [...contacts('Tel.', 'Mob.'), ...(card.address ? [card.address.name] : [])],
  };
  if (card.lang === 'eng') return [english];
  if (card.lang === 'rus_eng') return [russian, english];
  return [russian];
}

/** The vCard a card's QR code carries: the name, position, company, phones and e-mail. */
export function cardVcard(card: Card): string {
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${card.last_name};${card.first_name};${card.middle_name ?? ''};;`,
    `FN:${[card.first_name, card.last_name].join(' ')}`,
    card.company ? `ORG:${card.company.name}` : null,
    `TITLE:${card.work_position}`,
    card.phone_mobile ? `TEL;TYPE=CELL:${card.phone_mobile}` : null,
    card.phone_ext ? `TEL;TYPE=WORK:${card.phone_ext}` : null,
    card.email ? `EMAIL:${card.email}` : null,
    'END:VCARD',
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
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
  const qr = card.is_qr ? QRCode.create(cardVcard(card), { errorCorrectionLevel: 'M' }) : null;
  const qrSize = 18 * MM;

  for (const side of cardSides(card)) {
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
