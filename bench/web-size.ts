// The weight of the web app as a browser downloads it: what the first page needs (index.html's script,
// its module preloads and styles) and the biggest chunks, gzip-compressed. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
const assets = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => ({ file: `assets/${name}`, kb: gzipKb(`assets/${name}`) }))
  .sort((a, b) => b.kb - a.kb);

const entryKb = entry.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(`entry (first page): ${entry.length} files, ${entryKb.toFixed(1)} KB gzip`);
console.log(
  `all chunks: ${assets.length} files, ${assets.reduce((sum, a) => sum + a.kb, 0).toFixed(1)} KB gzip`,
);
console.log('\n| chunk | KB gzip | in entry |\n|---|---|---|');
for (const asset of assets.slice(0, 10))
  console.log(
    `| ${asset.file.replace(/-[\w-]{8}\./, '.')} | ${asset.kb.toFixed(1)} | ${entry.includes(asset.file) ? 'yes' : ''} |`,
  );
