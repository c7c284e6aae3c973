// Bundles the server into dist/main.js (workspace packages inlined, npm dependencies external)
// and copies the SQL migrations beside it. Code split at dynamic imports (the demo seed) goes to chunks beside
// main.js, so that a start without the demo never loads it; chunks sit in dist/ itself, where the code that
// finds files from import.meta.url (the migrations) expects to be.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@intranet/'));

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outdir: path.join(root, 'dist'),
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), { recursive: true });
console.log('server built: apps/server/dist/main.js');
