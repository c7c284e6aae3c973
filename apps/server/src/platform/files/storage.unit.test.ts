import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskStorage } from './storage.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('DiskStorage.put', () => {
  it('keeps the bytes of a whole stream under its key', async () => {
    const storage = new DiskStorage(root);
    const stored = await storage.put(Readable.from([Buffer.from('привет')]));
    expect(stored.size).toBe(Buffer.byteLength('привет'));
    expect(await storage.exists(stored.key)).toBe(true);
  });

  it('leaves no file behind when the upload breaks before the file is even opened', async () => {
    const storage = new DiskStorage(root);
    // A broken multipart body errors its file stream at once; 50 of them make the open/remove race show.
    const attempts = Array.from({ length: 50 }, () =>
      storage
        .put(
          new Readable({
            read() {
              this.destroy(new Error('Unexpected end of form'));
            },
          }),
        )
        .then(
          () => 'stored',
          () => 'refused',
        ),
    );
    expect(new Set(await Promise.all(attempts))).toEqual(new Set(['refused']));
    expect(filesUnder(root)).toEqual([]);
  });

  it('removes the partial file when a size check aborts it', async () => {
    const storage = new DiskStorage(root);
    const source = Readable.from([Buffer.alloc(10), Buffer.alloc(10)]);
    await expect(
      storage.put(source, () => {
        throw new Error('too large');
      }),
    ).rejects.toThrow('too large');
    expect(filesUnder(root)).toEqual([]);
  });
});
