import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the Vite server proxies the API to the gateway, so the browser sees one origin.
const gateway = process.env.VITE_GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': gateway },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The only chunk over 500 kB is ECharts (about 540 kB, 187 kB gzipped), fetched lazily when
    // the landing page's sample chart nears the viewport; the first load is about 145 kB gzipped.
    chunkSizeWarningLimit: 600,
  },
});
