import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server the dev server forwards to (`npm run dev` at the root starts it on 3000). */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
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
});
