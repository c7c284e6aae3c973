import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readZipEntries, storedZip, unpackZipEntry } from './zip-entries.ts';

async function deflated(files: Record<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('zip entries', () => {
  it('lists names and declared sizes from the central directory, and unpacks each', async () => {
    const buffer = await deflated({ 'a.xml': 'x'.repeat(10_000), 'б.txt': 'привет' });
    const entries = readZipEntries(buffer)!;
    expect(entries.map((entry) => [entry.name, entry.method, entry.uncompressedSize])).toEqual([
      ['a.xml', 8, 10_000],
      ['б.txt', 8, Buffer.byteLength('привет')],
    ]);
    expect((await unpackZipEntry(buffer, entries[0]!))!.toString()).toBe('x'.repeat(10_000));
    expect((await unpackZipEntry(buffer, entries[1]!))!.toString()).toBe('привет');
  });

  it('is null for what is not a zip, and for an entry bigger than it declares', async () => {
    expect(readZipEntries(Buffer.from('не архив'))).toBeNull();
    expect(readZipEntries(Buffer.alloc(0))).toBeNull();
    const buffer = await deflated({ 'a.xml': 'x'.repeat(10_000) });
    const entry = readZipEntries(buffer)![0]!;
    expect(await unpackZipEntry(buffer, { ...entry, uncompressedSize: 100 })).toBeNull();
    expect(await unpackZipEntry(buffer, { ...entry, localHeaderOffset: 5 })).toBeNull();
  });

  it('writes a stored zip that other readers open, in the given order', async () => {
    const buffer = storedZip([
      { name: 'второй.xml', data: Buffer.from('<b/>') },
      { name: 'first.xml', data: Buffer.from('<a/>') },
    ]);
    const zip = await JSZip.loadAsync(buffer, { checkCRC32: true });
    expect(await zip.file('first.xml')!.async('string')).toBe('<a/>');
    expect(await zip.file('второй.xml')!.async('string')).toBe('<b/>');
    expect(readZipEntries(buffer)!.map((entry) => [entry.name, entry.method])).toEqual([
      ['второй.xml', 0],
      ['first.xml', 0],
    ]);
  });
});
