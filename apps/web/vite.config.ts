import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiProxyTarget = process.env.VITE_API_PROXY || 'http://localhost:3000';

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  server: {
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client', 'react-router'],
          data: ['@tanstack/react-query', 'zod'],
          i18n: ['i18next', 'react-i18next'],
        },
      },
    },
  },
});
