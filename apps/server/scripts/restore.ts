// npm run restore -- <backup folder> [--force]
// Puts a backup of `npm run backup` into DATA_DIR or DATABASE_URL (and the disk files) with the server stopped.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/platform/config/config.ts';
import { filesDirOf } from '../src/bootstrap.ts';
import { restore } from '../src/platform/backup/backup.ts';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('Укажите папку резервной копии: npm run restore -- ./backups/<папка> [--force]');
  process.exit(1);
}
const fromDir = path.resolve(positionals[0]!);
try {
  const config = loadConfig();
  console.log(`Восстановление из ${fromDir}`);
  const manifest = await restore({
    config,
    filesDir: filesDirOf(config),
    fromDir,
    force: values.force,
    log: (line) => console.log(line),
  });
  console.log(`Готово: копия от ${manifest.createdAt} восстановлена; запустите сервер`);
} catch (error) {
  console.error(`Восстановление не выполнено: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
