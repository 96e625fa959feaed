import { ensureBuild } from './build.ts';
import { optionsFromEnv, startServer } from './main.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed.ts';

// `npm start`: build the app when it is stale, then serve it and the reference API.
ensureBuild();
const options = optionsFromEnv();
const running = await startServer(options).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`端口 ${options.port} 已被占用：请关闭占用它的程序，或换一个端口，例如 PORT=8090 npm start`);
    process.exit(1);
  }
  throw error;
});

console.log(`
  App and reference API: ${running.url}
  Data folder:           ${options.dataDir}

  Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `    ${a.user_name.padEnd(12)} ${a.kind}`).join('\n')}

  Press Ctrl+C to stop.
`);

const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
