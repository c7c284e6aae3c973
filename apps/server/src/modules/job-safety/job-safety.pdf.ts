import { createPdf, drawQrCode, qrCodeOf } from '../../platform/pdf/pdf.ts';

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
 * the product's public check page of this protocol. Text in embedded DejaVu, the QR drawn as vector squares
 * (platform/pdf/pdf.ts).
 */
export async function renderProtocolPdf(protocol: ProtocolPrint): Promise<Buffer> {
  const { doc, finish } = createPdf({
    size: 'A4',
    margin: 56,
    info: { Title: `Протокол проверки знаний № ${protocol.number}` },
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
  const size = 90;
  drawQrCode(doc, qrCodeOf(protocol.verifyUrl), { left: doc.page.width - 56 - size, top: doc.y + 12, size });
  return finish();
}
