// The weight of the web app as a browser downloads it: what the first page needs (index.html's script,
// its module preloads and styles), the two first screens (the entry plus the chunks they load), and the
// biggest chunks, gzip-compressed. Run after `npm run build`; `ANALYZE=1 npm run bench:web` also writes
// apps/web/dist/stats.html, a treemap of the modules in each chunk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
const names = fs.readdirSync(path.join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
const assets = names
  .map((name) => ({ file: `assets/${name}`, kb: gzipKb(`assets/${name}`) }))
  .sort((a, b) => b.kb - a.kb);
const sumKb = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

/** A chunk and what it imports statically, recursively: the files that must arrive before it runs. */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;\n])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    withStaticImports(`assets/${match[1]!}`, seen);
  }
  return seen;
}

/**
 * The entry plus the named lazy chunks (by module name: `AppLayout` is assets/AppLayout-<hash>.js). A name
 * without a chunk of its own is part of the entry (an older build put the shell there).
 */
function screenFiles(chunks: readonly string[]): Set<string> {
  const files = new Set(entry);
  for (const chunk of chunks) {
    const name = names.find((candidate) => candidate.startsWith(`${chunk}-`) && candidate.endsWith('.js'));
    if (name) withStaticImports(`assets/${name}`, files);
  }
  return files;
}

const SCREENS = [
  { label: 'sign-in page', chunks: ['SignInPage'] },
  { label: 'dashboard, signed in (shell + page)', chunks: ['AppLayout', 'DashboardPage'] },
] as const;

console.log(`entry (first page): ${entry.length} files, ${sumKb(entry).toFixed(1)} KB gzip`);
for (const screen of SCREENS) {
  const files = screenFiles(screen.chunks);
  console.log(`${screen.label}: ${files.size} files, ${sumKb(files).toFixed(1)} KB gzip`);
}
console.log(
  `all chunks: ${assets.length} files, ${sumKb(names.map((name) => `assets/${name}`)).toFixed(1)} KB gzip`,
);
console.log('\n| chunk | KB gzip | in entry |\n|---|---|---|');
for (const asset of assets.slice(0, 10))
  console.log(
    `| ${asset.file.replace(/-[\w-]{8}\./, '.')} | ${asset.kb.toFixed(1)} | ${entry.includes(asset.file) ? 'yes' : ''} |`,
  );
