import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The studio's own build (npm run studio): its sources are studio/, its output dist-studio/
// (STUDIO_DIST_DIR), served by the reference server at /__studio/ with the dev calls only. The
// app's build (vite.config.ts, root app/) never reaches this folder: no studio code in dist/.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const STUDIO_BASE = '/__studio/';

export default defineConfig({
  root: path.join(ROOT, 'studio'),
  base: STUDIO_BASE,
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: process.env.STUDIO_DIST_DIR ? path.resolve(process.env.STUDIO_DIST_DIR) : path.join(ROOT, 'dist-studio'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 8192,
  },
});
