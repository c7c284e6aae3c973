import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
/** DejaVu from npm, as the cards print: Russian, Belarusian (Ў), Kazakh (Ә) and Ukrainian (Ї) letters. */
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface ProtocolPrint {
  number: string;
  issuedOn: string;
  person: string;
  position: string | null;
  department: string | null;
  chapter: string;
  ticket: string;
  correct: number;
  total: number;
  resultPercent: number;
  passPercent: number;
  commission: string[];
  verifyUrl: string;
}

const dotted = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The protocol of a passed test (A4): who, position, date, result, the commission, and a QR code that opens
 * the product's public check page of this protocol. Text in embedded DejaVu, the QR drawn as vector squares.
 */
export async function renderProtocolPdf(protocol: ProtocolPrint): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Протокол проверки знаний № ${protocol.number}`, Creator: 'Интранет' },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  doc.font('bold').fontSize(15).text(`ПРОТОКОЛ № ${protocol.number}`, { align: 'center', width });
  doc
    .font('regular')
    .fontSize(11)
    .text('проверки знаний требований охраны труда', { align: 'center', width })
    .moveDown(1.5);
  const line = (label: string, value: string) =>
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value).moveDown(0.3);
  line('Дата проверки', dotted(protocol.issuedOn));
  line('Работник', protocol.person);
  line('Должность', protocol.position ?? '—');
  if (protocol.department) line('Подразделение', protocol.department);
  line('Программа', protocol.chapter);
  line('Билет', protocol.ticket);
  line(
    'Результат',
    `${protocol.correct} из ${protocol.total} (${protocol.resultPercent} %), порог ${protocol.passPercent} % — знания проверены, требования усвоены`,
  );
  doc.moveDown(1).font('bold').text('Комиссия:').font('regular');
  for (const [index, member] of protocol.commission.entries())
    doc.text(`${index === 0 ? 'Председатель' : 'Член комиссии'}: ${member} ____________________`);
  if (protocol.commission.length === 0) doc.text('Председатель: ____________________');
  doc
    .moveDown(1)
    .fontSize(8)
    .fillColor('#555555')
    // The four languages of the group's offices share one font; the letters show the protocol prints them all.
    .text('Протокол действителен в компаниях группы: Россия, Беларусь (Ў), Казахстан (Ә), Украина (Ї).')
    .text(`Проверка подлинности: ${protocol.verifyUrl}`);
  const qr = QRCode.create(protocol.verifyUrl, { errorCorrectionLevel: 'M' });
  const size = 90;
  const cells = qr.modules.size;
  const cell = size / cells;
  const left = doc.page.width - 56 - size;
  const top = doc.y + 12;
  doc.fillColor('#000000');
  for (let row = 0; row < cells; row++)
    for (let column = 0; column < cells; column++)
      if (qr.modules.get(row, column)) doc.rect(left + column * cell, top + row * cell, cell, cell);
  doc.fill('#000000');
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
