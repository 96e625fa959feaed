import { createServer } from 'vite';
import { optionsFromEnv, PROJECT_ROOT, startServer } from './main.ts';

// `npm run dev`: the reference API on API_PORT (8081) and vite with HMR, /api proxied to it.
const apiPort = Number(process.env.API_PORT ?? 8081);
const api = await startServer({ ...optionsFromEnv(), port: apiPort });
process.env.API_PROXY_TARGET = api.url;

const vite = await createServer({ configFile: `${PROJECT_ROOT}/vite.config.ts` });
await vite.listen();
vite.printUrls();
console.log(`  Reference API: ${api.url}`);

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
