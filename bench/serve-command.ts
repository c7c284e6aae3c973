// How the product starts its built server, for the benches that start one as the product does.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How `npm run serve` (and so `npm start`) starts the built server: the environment it sets, node's flags and
 * the script, read from the root package.json, so that a bench's server runs exactly as the product does.
 */
export function serveCommand(): { env: Record<string, string>; nodeFlags: string[]; main: string } {
  const root = path.resolve(import.meta.dirname, '..');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = manifest.scripts.serve!.trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0 || !words.at(-1)!.endsWith('.js'))
    throw new Error('package.json: scripts.serve должен запускать node со скриптом');
  return {
    env: Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2) as [string, string])),
    nodeFlags: words.slice(node + 1, -1),
    main: path.resolve(root, words.at(-1)!),
  };
}
