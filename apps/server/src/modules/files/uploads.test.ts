import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@intranet/contracts';
import { FILE_PREVIEW_WIDTHS } from '@intranet/contracts/files/endpoints';
import { PREVIEW_WIDTHS } from '../../platform/files/images.ts';
import { createTestApp, storedFileCount, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/http.ts';
import { filePreviews, files } from './files.schema.ts';

let ctx: TestContext;
let api: ApiClient;
let owner: Session;
let stranger: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const [a, b] = await Promise.all([buildUser(ctx.database.db), buildUser(ctx.database.db)]);
  owner = await api.as(a);
  stranger = await api.as(b);
});
afterAll(async () => ctx?.close());

interface Uploaded {
  id: number;
  name: string;
  mime: string;
  size: number;
  url: string;
  previews?: { width: number; url: string }[];
}

async function upload(file: { name: string; content: Buffer; type?: string }, as: Session = owner) {
  const body = multipart({}, [{ field: 'file', ...file }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/files',
    headers: { ...as.headers, ...body.headers },
    payload: body.payload,
  });
}

async function download(url: string, as: Session = owner) {
  return as.get(url);
}

/** A photo as a phone takes it: EXIF with a camera and GPS position, turned on its side by the orientation tag. */
async function cameraJpeg(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' }, IFD3: { GPSLatitudeRef: 'N' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function rowCounts() {
  const [[fileRows], [previewRows]] = await Promise.all([
    ctx.database.db.select({ n: count() }).from(files),
    ctx.database.db.select({ n: count() }).from(filePreviews),
  ]);
  return { files: fileRows!.n, previews: previewRows!.n, bytes: storedFileCount(ctx.filesDir) };
}

describe('upload types come from the content', () => {
  it('re-encodes a JPEG: EXIF gone, orientation applied, previews made, original kept full size', async () => {
    const source = await cameraJpeg();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const response = await upload({ name: 'фото.jpg', content: source, type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const [file] = response.json<{ data: Uploaded[] }>().data;
    expect(file).toMatchObject({ name: 'фото.jpg', mime: 'image/jpeg' });
    expect(file!.previews?.map((preview) => preview.width)).toEqual([320, 1280]);

    const original = await download(file!.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(original.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Turned upright: the 40×20 picture tagged «rotate 90°» is stored 20×40.
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    expect(original.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);
    expect(file!.size).toBe(original.rawPayload.length);

    const preview = await download(file!.previews![0]!.url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    const previewMetadata = await sharp(preview.rawPayload).metadata();
    expect(previewMetadata.format).toBe('webp');
    expect(previewMetadata.exif).toBeUndefined();
    // Never enlarged: a 20 px wide picture keeps its width.
    expect(previewMetadata.width).toBe(20);
  });

  it('makes previews of the promised widths from a large picture', async () => {
    const png = await sharp({ create: { width: 2000, height: 500, channels: 4, background: '#3366ff' } })
      .png()
      .toBuffer();
    const [file] = (await upload({ name: 'схема.png', content: png })).json<{ data: Uploaded[] }>().data;
    expect(file!.mime).toBe('image/png');
    for (const preview of file!.previews!) {
      const bytes = (await download(preview.url)).rawPayload;
      expect((await sharp(bytes).metadata()).width).toBe(preview.width);
    }
  });

  it('drops whatever was appended after the picture', async () => {
    const payload = Buffer.from('<script>alert(1)</script>');
    const source = Buffer.concat([await cameraJpeg(), payload]);
    const [file] = (await upload({ name: 'polyglot.jpg', content: source })).json<{ data: Uploaded[] }>()
      .data;
    const stored = (await download(file!.url)).rawPayload;
    expect(stored.includes(payload)).toBe(false);
  });

  it('keeps GIF and WebP in their own format', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0000ff' } })
      .webp()
      .toBuffer();
    const [g] = (await upload({ name: 'a.gif', content: gif })).json<{ data: Uploaded[] }>().data;
    const [w] = (await upload({ name: 'b.webp', content: webp })).json<{ data: Uploaded[] }>().data;
    expect([g!.mime, w!.mime]).toEqual(['image/gif', 'image/webp']);
    expect((await sharp((await download(g!.url)).rawPayload).metadata()).format).toBe('gif');
  });

  it('keeps an animated GIF animated, in the original and in the previews', async () => {
    const frames = Buffer.concat([Buffer.alloc(8 * 8 * 3, 0), Buffer.alloc(8 * 8 * 3, 255)]);
    const gif = await sharp(frames, { raw: { width: 8, height: 16, channels: 3, pageHeight: 8 } })
      .gif({ delay: [100, 100], loop: 0 })
      .toBuffer();
    const [file] = (await upload({ name: 'мигает.gif', content: gif })).json<{ data: Uploaded[] }>().data;
    expect((await sharp((await download(file!.url)).rawPayload).metadata()).pages).toBe(2);
    const preview = await sharp((await download(file!.previews![0]!.url)).rawPayload).metadata();
    expect([preview.format, preview.pages]).toEqual(['webp', 2]);
  });

  it('believes the bytes, not the name or the declared type', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const [file] = (await upload({ name: 'отчёт.pdf', content: png, type: 'application/pdf' })).json<{
      data: Uploaded[];
    }>().data;
    expect(file!.mime).toBe('image/png');

    const [html] = (
      await upload({
        name: 'page.html',
        content: Buffer.from('<html><script>alert(1)</script></html>'),
        type: 'text/html',
      })
    ).json<{ data: Uploaded[] }>().data;
    // Served as plain text in an attachment: a browser never runs it.
    expect(html!.mime).toBe('text/plain');
    expect((await download(html!.url)).headers['content-disposition']).toMatch(/^attachment/);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>',
    );
    const [logo] = (await upload({ name: 'logo.svg', content: svg, type: 'image/svg+xml' })).json<{
      data: Uploaded[];
    }>().data;
    expect(logo!.mime).not.toMatch(/svg/);
    expect(logo!.previews).toEqual([]);
  });

  it.each([
    ['text renamed .jpg', 'отпуск.jpg', 'image/jpeg', Buffer.from('это не картинка, а текст')],
    ['binary declared as an image', 'photo.bin', 'image/png', Buffer.from([0, 1, 2, 3, 255, 254])],
  ])('refuses %s with 400 and stores nothing', async (_case, name, type, content) => {
    const before = await rowCounts();
    const response = await upload({ name, content, type });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      `Файл «${name}» не является изображением или поврежден`,
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a truncated PNG and a truncated JPEG with 400 and stores nothing', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#abcdef' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#abcdef' } })
      .jpeg()
      .toBuffer();
    const before = await rowCounts();
    for (const [name, bytes] of [
      ['обрезана.png', png.subarray(0, Math.floor(png.length / 2))],
      ['обрезана.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    ] as const) {
      const response = await upload({ name, content: bytes });
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.file).toEqual([
        `Файл «${name}» не является изображением или поврежден`,
      ]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses the whole request when one picture of several is broken, keeping none of them', async () => {
    const good = await cameraJpeg();
    const before = await rowCounts();
    const body = multipart({}, [
      { field: 'files[]', name: 'хорошее.jpg', content: good },
      { field: 'files[]', name: 'плохое.png', content: Buffer.from('not a png') },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/attachments',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('upload size limits are settings', () => {
  it('answers 413 with the limit in the text when a file is larger than upload_max_file_bytes', async () => {
    await ctx.services.settings.set('upload_max_file_bytes', '1000000');
    try {
      const before = await rowCounts();
      const response = await upload({ name: 'big.txt', content: Buffer.alloc(1_000_001, 'a') });
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toBe('Размер файла не должен превышать 1 МБ');
      expect(await rowCounts()).toEqual(before);
      expect((await upload({ name: 'ok.txt', content: Buffer.alloc(1_000_000, 'a') })).statusCode).toBe(201);
    } finally {
      await ctx.services.settings.set('upload_max_file_bytes', '20000000');
    }
  });

  it('answers 413 when the files together reach upload_max_total_bytes', async () => {
    await ctx.services.settings.set('upload_max_total_bytes', '1500000');
    try {
      const body = multipart({}, [
        { field: 'files[]', name: 'a.txt', content: Buffer.alloc(800_000, 'a') },
        { field: 'files[]', name: 'b.txt', content: Buffer.alloc(800_000, 'b') },
      ]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload/files',
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toBe(
        'Общий размер файлов не должен превышать 1,5 МБ',
      );
    } finally {
      await ctx.services.settings.set('upload_max_total_bytes', '50000000');
    }
  });
});

describe('previews and shared files', () => {
  it('hides a file and its previews from others until a module shares it', async () => {
    const [file] = (await upload({ name: 'обложка.jpg', content: await cameraJpeg() })).json<{
      data: Uploaded[];
    }>().data;
    const previewUrl = file!.previews![1]!.url;
    expect((await download(file!.url, stranger)).statusCode).toBe(404);
    expect((await download(previewUrl, stranger)).statusCode).toBe(404);

    await ctx.services.files.share(ctx.database.db, [file!.id]);
    expect((await download(file!.url, stranger)).statusCode).toBe(200);
    expect((await download(previewUrl, stranger)).statusCode).toBe(200);
    expect(await ctx.services.files.findInfos([file!.id])).toEqual([file]);
  });

  it('answers 400 for a width that is not made and 404 for a file without previews', async () => {
    const [image] = (await upload({ name: 'x.jpg', content: await cameraJpeg() })).json<{
      data: Uploaded[];
    }>().data;
    const [text] = (await upload({ name: 'x.txt', content: Buffer.from('текст') })).json<{
      data: Uploaded[];
    }>().data;
    const wrong = await download(`/api/files/${image!.id}/preview/999`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors.width).toEqual([
      'Ширина превью: 320 или 1280',
    ]);
    expect((await download(`/api/files/${text!.id}/preview/320`)).statusCode).toBe(404);
    expect((await download(`/api/files/999999/preview/320`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/files/${image!.id}/preview/320` })).statusCode).toBe(401);
  });

  it('accepts exactly the widths the server makes (the contract states them for the route)', () => {
    expect(FILE_PREVIEW_WIDTHS).toEqual(PREVIEW_WIDTHS);
  });
});

describe('limits of one person: picture size, upload rate, quota', () => {
  /** Runs `check` with settings changed, and puts the defaults back whatever happens. */
  async function withSettings(values: Record<string, string>, check: () => Promise<void>) {
    try {
      for (const [key, value] of Object.entries(values)) await ctx.services.settings.set(key, value);
      await check();
    } finally {
      for (const key of Object.keys(values))
        await ctx.services.settings.set(key, DEFAULT_SETTINGS[key as keyof typeof DEFAULT_SETTINGS]);
    }
  }

  async function newUploader(): Promise<Session> {
    const user = await buildUser(ctx.database.db);
    return api.as(user);
  }

  it('refuses a picture past upload_max_image_pixels (40 megapixels by default) and keeps nothing', async () => {
    expect(DEFAULT_SETTINGS.upload_max_image_pixels).toBe('40000000');
    const png = await sharp({ create: { width: 1200, height: 1000, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    await withSettings({ upload_max_image_pixels: '1000000' }, async () => {
      const before = await rowCounts();
      const response = await upload({ name: 'big.png', content: png }, await newUploader());
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'Изображение «big.png» слишком большое: не больше 1 мегапикселей',
      );
      expect(await rowCounts()).toEqual(before);
    });
    // Under the default the same picture passes.
    expect((await upload({ name: 'big.png', content: png }, await newUploader())).statusCode).toBe(201);
  });

  it('answers 429 past upload_rate_per_minute uploads of one person; another person is not held', async () => {
    await withSettings({ upload_rate_per_minute: '2' }, async () => {
      const busy = await newUploader();
      const file = { name: 'a.txt', content: Buffer.from('a') };
      expect((await upload(file, busy)).statusCode).toBe(201);
      expect((await upload(file, busy)).statusCode).toBe(201);
      const third = await upload(file, busy);
      expect(third.statusCode).toBe(429);
      expect(third.json<{ message: string }>().message).toMatch(/^Слишком много загрузок подряд/);
      expect((await upload(file, await newUploader())).statusCode).toBe(201);
    });
  });

  it('refuses an upload past the quota with 413, keeps nothing, and lets what is left through', async () => {
    await withSettings({ upload_quota_bytes: '1000000' }, async () => {
      const person = await newUploader();
      const first = await upload({ name: 'one.bin', content: Buffer.alloc(600_000, 1) }, person);
      expect(first.statusCode).toBe(201);
      const before = await rowCounts();
      const second = await upload({ name: 'two.bin', content: Buffer.alloc(600_000, 2) }, person);
      expect(second.statusCode).toBe(413);
      expect(second.json<{ message: string }>().message).toBe(
        'Превышена квота файлов (1 МБ): свободно 0,4 МБ. Удалите ненужные файлы или обратитесь к администратору',
      );
      expect(await rowCounts()).toEqual(before);
      expect(
        (await upload({ name: 'three.bin', content: Buffer.alloc(400_000, 3) }, person)).statusCode,
      ).toBe(201);
      const full = await upload({ name: 'four.bin', content: Buffer.alloc(1, 4) }, person);
      expect(full.statusCode).toBe(413);
    });
  });
});
