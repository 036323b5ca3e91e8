import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { errorMessagesPlugin } from './build/error-messages-plugin';
import { shopMessagesPlugin } from './build/shop-messages-plugin';

// The server serves dist/ with an SPA fallback for /admin/v2/* and /shop/*; in development
// the Vite server forwards the API to it.
export default defineConfig({
  base: '/',
  plugins: [react(), errorMessagesPlugin(), shopMessagesPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets the server name each shop page's chunks in its HTML (modulepreload).
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
