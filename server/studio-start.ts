import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureStudioBuild } from './build.ts';
import { optionsFromEnv, PROJECT_ROOT, ServerOptionsError, startServer } from './main.ts';
import { PageConfigError } from './page-configs.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed.ts';
import { studioToken } from './studio/guard.ts';
import { STUDIO_PATH } from './studio/routes.ts';

// `npm run studio`: the reference server with the dev calls on (REFERENCE_DEV=1) and the studio
// at /__studio/ (schemas/README.md, The studio). What the studio saves goes to SCHEMAS_DIR,
// my-schemas/ when it is not set (created here), never to the built-in schemas/.
process.env.REFERENCE_DEV = '1';
const defaultFolder = process.env.SCHEMAS_DIR === undefined;
if (defaultFolder) {
  process.env.SCHEMAS_DIR = path.join(PROJECT_ROOT, 'my-schemas');
  fs.mkdirSync(process.env.SCHEMAS_DIR, { recursive: true });
}

let options: ReturnType<typeof optionsFromEnv>;
try {
  options = optionsFromEnv();
  ensureBuild();
  ensureStudioBuild();
} catch (error) {
  if (!(error instanceof ServerOptionsError)) throw error;
  console.error(`${error.message}\n工作室未启动：请改正环境变量后重试。`);
  process.exit(1);
}
const running = await startServer(options).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`端口 ${options.port} 已被占用：请关闭占用它的程序，或换一个端口，例如 PORT=8090 npm run studio`);
    process.exit(1);
  }
  if (error instanceof ServerOptionsError || error instanceof PageConfigError) {
    console.error(`${error.message}\n工作室未启动：请改正以上问题后重试（npm run check-config 可只做检查）。`);
    process.exit(1);
  }
  throw error;
});

console.log(`
  页面配置工作室 / Studio:  ${running.url}${STUDIO_PATH}/
  工作室口令 / Token:       ${studioToken()}
                            （本次启动生成；工作室页面自带，无需输入。只有用上面的地址打开的工作室页面可以保存，
                            其他网站和其他主机名发来的请求一律拒绝；脚本调用 /api/dev/studio/* 时放在 X-Studio-Token 头中）
  应用 / App:               ${running.url}/
  保存到 / Saves to:        ${path.relative(process.cwd(), options.schemasDir) || '.'}${defaultFolder ? '（未设置 SCHEMAS_DIR，使用默认文件夹 my-schemas/；SCHEMAS_DIR=文件夹 npm run studio 可另选）' : '（SCHEMAS_DIR）'}
  开发接口 / Dev calls:     开启（REFERENCE_DEV=1：只用于本机开发，切勿对外开放）

  演示账号（密码 ${DEMO_PASSWORD}）：${DEMO_ACCOUNTS.slice(0, 2).map((a) => `${a.user_name}（${a.kind}）`).join('，')}

  按 Ctrl+C 停止。
`);

const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
