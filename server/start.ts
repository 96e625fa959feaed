import { ensureBuild } from './build.ts';
import { optionsFromEnv, ServerOptionsError, startServer } from './main.ts';
import { PageConfigError } from './page-configs.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed.ts';

// `npm start`: build the app when it is stale, then serve it and the reference API.
let options: ReturnType<typeof optionsFromEnv>;
try {
  // the demo shows the support float too, with a stand-in chat (REFERENCE_SUPPORT=off: none)
  options = optionsFromEnv({ ...process.env, REFERENCE_SUPPORT: process.env.REFERENCE_SUPPORT ?? 'on' });
} catch (error) {
  if (!(error instanceof ServerOptionsError)) throw error;
  console.error(`${error.message}\n服务器未启动：请改正环境变量后重试。`);
  process.exit(1);
}
ensureBuild();
const running = await startServer(options).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`端口 ${options.port} 已被占用：请关闭占用它的程序，或换一个端口，例如 PORT=8090 npm start`);
    process.exit(1);
  }
  if (error instanceof ServerOptionsError) {
    console.error(`${error.message}\n服务器未启动：请改正以上环境变量后重试。`);
    process.exit(1);
  }
  if (error instanceof PageConfigError) {
    console.error(`${error.message}\n服务器未启动：请改正以上配置后重试（npm run check-config 可只做检查）。`);
    process.exit(1);
  }
  throw error;
});

console.log(`
  App and reference API: ${running.url}
  Data folder:           ${options.dataDir}
  Support chat:          ${options.supportStandIn ? 'a stand-in page at /stand-in/support, shown as the support float (REFERENCE_SUPPORT=off for none)' : "the build's runtime-config.json as it is (REFERENCE_SUPPORT=off)"}
  Seed:                  ${options.seed === 'large' ? 'REFERENCE_SEED=large: demo-school with 100,000 点击咨询, 5,000 专业, 3,000 教师; 20,000 schools in the school search' : 'the demo data (REFERENCE_SEED=large for a school\'s real volumes)'}
  Map:                   ${options.mapStandIn === 'off' ? "the build's runtime-config.json as it is (REFERENCE_MAP=off)" : `offline stand-ins in the ${options.mapStandIn ?? 'amap'} shape (REFERENCE_MAP; off to serve the build's runtime-config.json as it is)`}

  Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `    ${a.user_name.padEnd(18)} ${a.kind}`).join('\n')}
    auth-status-0…5    认证申请的各个状态；onboarding-1…5 各类引导弹窗；needs-group-apply (423)
    low-balance, service-paused (see server/README.md)

  Press Ctrl+C to stop.
`);

const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
