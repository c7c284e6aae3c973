import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { createPdf, drawQrCode, qrCodeOf } from './pdf.ts';

describe('createPdf', () => {
  it('prints the Cyrillic of every office in the embedded fonts, with a QR code, into one buffer', async () => {
    const { doc, finish } = createPdf({ size: 'A4', margin: 56, info: { Title: 'Проба' } });
    doc.font('bold').text('Ўля Әлиева').font('regular').text('Їванівна');
    drawQrCode(doc, qrCodeOf('https://intranet.test/verify/1'), { left: 56, top: doc.y + 12, size: 90 });
    const bytes = await finish();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Ўля Әлиева');
    expect(text).toContain('Їванівна');
  });
});
