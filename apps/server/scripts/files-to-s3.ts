// npm run files:to-s3 [-- --delete-local]
// Copies the files of the disk store (DATA_DIR/files) into the bucket of FILES_STORAGE=s3 and S3_*, verifying
// each copy's size and sha256; run again after an interruption, it copies only what is missing.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/platform/config/config.ts';
import { filesDirOf } from '../src/bootstrap.ts';
import { S3Storage } from '../src/platform/files/s3-storage.ts';
import { moveFilesToS3 } from '../src/platform/files/move-to-s3.ts';

const { values } = parseArgs({
  options: {
    /** Remove each disk file once its copy is verified: only after the server already runs on S3. */
    'delete-local': { type: 'boolean', default: false },
  },
});
const config = loadConfig();
if (config.filesStorage.kind !== 's3') {
  console.error(
    'Задайте FILES_STORAGE=s3 и S3_BUCKET (и S3_ENDPOINT, ключи доступа) — куда переносить файлы.',
  );
  process.exit(1);
}
const filesDir = filesDirOf(config);
const target = new S3Storage(config.filesStorage);
console.log(`Перенос файлов из ${filesDir} в корзину ${config.filesStorage.bucket}`);
const report = await moveFilesToS3({
  filesDir,
  target,
  deleteLocal: values['delete-local'],
  log: (line) => console.log(line),
});
target.client.destroy();
console.log(
  `Итого: перенесено ${report.moved} (${report.bytes} байт), уже были в хранилище ${report.skipped}, ` +
    `ошибок ${report.failed}${values['delete-local'] ? `, удалено с диска ${report.removed}` : ''}`,
);
process.exit(report.failed > 0 ? 1 : 0);
