import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server the dev server forwards to (`npm run dev` at the root starts it on 3000). */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

const contractsIndex = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));

/**
 * The contracts' index installs zod's Russian messages when imported (zod-messages.ts). Every module's
 * manifest takes its access table from the index, and the manifests are in the entry: in this bundle the
 * index counts as free of side effects, so zod and its locale stay out of the first page. The web installs
 * the messages itself where it validates: ui/form-validation.ts and the signed-in layout (AppLayout.tsx).
 */
function contractsIndexWithoutSideEffects(): Plugin {
  return {
    name: 'intranet:contracts-index-without-side-effects',
    apply: 'build',
    transform(code, id) {
      if (path.resolve(id.split('?')[0]!) !== contractsIndex) return null;
      return { code, moduleSideEffects: false };
    },
  };
}

/**
 * VITE_E2E_NO_MOTION=1 (set by `npm run test:e2e`) builds the app for the browser tests: antd's animations
 * off (app/theme.ts). The build then carries this marker, so playwright.config.ts can tell such a build from
 * the product's and rebuild the web when it finds the product's.
 */
const E2E_BUILD_MARKER = 'e2e-no-motion.txt';

function e2eBuildMarker(): Plugin | null {
  if (process.env.VITE_E2E_NO_MOTION !== '1') return null;
  return {
    name: 'intranet:e2e-build-marker',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: E2E_BUILD_MARKER, source: 'antd motion off\n' });
    },
  };
}

/**
 * `ANALYZE=1 npm run bench:web` also writes dist/stats.html: a treemap of every chunk and the modules in it,
 * with gzip sizes (`ANALYZE=json` writes the same data as dist/stats.json). Off by default: it slows the
 * build, and the report is no part of the app.
 */
async function analyzer(): Promise<PluginOption> {
  if (!process.env.ANALYZE) return null;
  const { visualizer } = await import('rollup-plugin-visualizer');
  const json = process.env.ANALYZE === 'json';
  return visualizer({
    filename: json ? 'stats.json' : 'stats.html',
    emitFile: true,
    template: json ? 'raw-data' : 'treemap',
    gzipSize: true,
    title: 'Интранет: состав сборки',
  }) as PluginOption;
}

export default defineConfig(async () => ({
  base: '/',
  plugins: [react(), contractsIndexWithoutSideEffects(), e2eBuildMarker(), await analyzer()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // React changes less often than our code: its chunk stays cached between releases. antd is not
        // grouped: each lazy page carries the components it uses, the entry only the shell's.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
}));
