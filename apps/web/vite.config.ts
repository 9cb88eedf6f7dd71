import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';
import { preloadScreen } from './preload-screen-plugin';

export default defineConfig({
  // The Overview is where a signed-in admin1 lands, also right after signing in.
  plugins: [react(), preloadScreen('src/app/routes/overview.tsx'), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:3000', '/ws': { target: 'ws://localhost:3000', ws: true } } },
});
