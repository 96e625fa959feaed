import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserFloor, floorTargets, lowerToFloor } from './build/browser-floor.ts';
import { sourceMapsAside } from './build/source-maps-aside.ts';
import { appCodePlugins, appShaping } from './build/app-build.ts';
import { compileHints } from './build/compile-hints.ts';
import { precompress } from './build/precompress.ts';
import { frameChunk } from './build/shell-chunk.ts';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8081';

// The app's sources and index.html live in app/; the build goes to dist/, which the reference
// server serves. The tests' projects are vitest.config.ts's, on top of this.
const shaping = appShaping();

export default defineConfig(({ command }) => ({
  root: path.join(ROOT, 'app'),
  // Relative asset URLs in the build: index.html's <base href> (rewritten by the web server under
  // a sub-path such as /org/) decides where they are, so one build serves at any prefix.
  base: command === 'build' ? './' : '/',
  publicDir: path.join(ROOT, 'app/public'),
  plugins: [react(), ...appCodePlugins(), compileHints(), browserFloor(), lowerToFloor(), sourceMapsAside(), precompress(), frameChunk(fileURLToPath(import.meta.url), ROOT)],
  resolve: shaping.resolve,
  build: {
    outDir: path.join(ROOT, 'dist'),
    emptyOutDir: true,
    // the browser floor, package.json "browserslist" (build/browser-floor.ts): the syntax is
    // lowered to it by lowerToFloor (not here: see there why), the CSS here
    target: 'esnext',
    cssTarget: floorTargets(),
    // kept for error tracking, never served: no sourceMappingURL in the chunks, and the maps moved
    // to dist-maps/ (build/source-maps-aside.ts)
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 2048,
    rolldownOptions: {
      treeshake: shaping.treeshake,
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
}));
