// npm run backup [-- --out ./backups/2026-12-07]
// The database (PGlite: with the server stopped; PostgreSQL: pg_dump, the server may run) and the disk files
// into a new folder, with manifest.json. Restore with `npm run restore -- <folder>` (docs/operations.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/platform/config/config.ts';
import { filesDirOf } from '../src/bootstrap.ts';
import { backup } from '../src/platform/backup/backup.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
const outDir = path.resolve(values.out ?? path.join('backups', stamp));
try {
  const config = loadConfig();
  console.log(`Резервная копия в ${outDir}`);
  const manifest = await backup({
    config,
    filesDir: filesDirOf(config),
    outDir,
    log: (line) => console.log(line),
  });
  console.log(`Готово: база ${manifest.engine}, файлов ${manifest.fileCount}`);
} catch (error) {
  console.error(`Резервная копия не сделана: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
