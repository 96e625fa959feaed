import { optionsFromEnv } from './main.ts';
import { openDatabase } from './db.ts';
import { AUTH_STATUS_TEXT, isAuthForm, reviewApplication } from './routes/core/auth-store.ts';

// The reviewer simulation: moves an account's authentication application one review step.
//   npm run review -- <account> <status> [reason] [--form=school-auth|school-auth2|branch-auth]
//   status 2 渠道审核通过, 3 渠道审核未通过 (from 1); 4 终审通过, 5 终审未通过 (from 2).
// Uses DATA_DIR like the server (the server may be running).

const USAGE = `用法：npm run review -- <账号> <状态> [原因] [--form=school-auth|school-auth2|branch-auth]
  状态：2 渠道审核通过，3 渠道审核未通过（须为 1 等待审核）；4 终审通过，5 终审未通过（须为 2 渠道通过）
  例：npm run review -- auth-status-1 3 "营业执照照片不清晰"`;

function main(argv: string[]): number {
  const formArg = argv.find((arg) => arg.startsWith('--form='));
  const [user, statusText, ...reasonParts] = argv.filter((arg) => !arg.startsWith('--'));
  const status = Number(statusText);
  const form = formArg?.slice('--form='.length);
  if (!user || !Number.isInteger(status) || (form !== undefined && !isAuthForm(form))) {
    console.error(USAGE);
    return 2;
  }
  const db = openDatabase(optionsFromEnv().dataDir);
  try {
    const account = db.prepare('SELECT id FROM accounts WHERE user_name = ?').get(user) as { id: number } | undefined;
    if (!account) {
      console.error(`账号 ${user} 不存在`);
      return 1;
    }
    const result = reviewApplication(db, account.id, status, reasonParts.join(' '), form && isAuthForm(form) ? form : undefined);
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    console.log(`${user} 的 ${result.form} 认证申请：${result.from}（${AUTH_STATUS_TEXT[result.from]}）→ ${result.to}（${AUTH_STATUS_TEXT[result.to]}）`);
    return 0;
  } finally {
    db.close();
  }
}

process.exitCode = main(process.argv.slice(2));
