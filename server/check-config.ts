import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { folderKind, formatProblems, layeredDirs, PageConfigError, readPageConfigs } from './page-configs.ts';

// `npm run check-config [folder]`: checks the page configs as the server does on start (schemas/
// with SCHEMAS_DIR, or the folder given, layered over it) without starting it. Prints each
// problem as `file: JSON path: message` and exits 1, or prints OK with the counts.

/** A folder as the output names it: relative to where the command runs when it is inside. */
const shown = (dir: string) => {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
};

export function checkConfig(schemasDir: string): { ok: boolean; output: string } {
  // a mistyped folder must not pass as the built-in one alone (issue 29 item 1)
  const kind = folderKind(schemasDir);
  if (kind === 'missing') return { ok: false, output: `配置文件夹不存在："${schemasDir}"：请检查 SCHEMAS_DIR 或命令行参数` };
  if (kind === 'file') return { ok: false, output: `配置文件夹应为文件夹，"${schemasDir}" 是一个文件：请检查 SCHEMAS_DIR 或命令行参数` };
  const dirs = layeredDirs(schemasDir);
  const { configs, problems, warnings } = readPageConfigs(dirs);
  const notes = warnings.length ? `\n提示（${warnings.length} 处，不影响使用）：\n${formatProblems(warnings)}` : '';
  if (problems.length) return { ok: false, output: `${new PageConfigError(problems).message}${notes}` };
  const items = (list: unknown[]): number =>
    list.reduce<number>((sum, item) => sum + 1 + items(((item as { children?: unknown[] }).children ?? [])), 0);
  const menuItems = items([...configs.menus.school, ...configs.menus.branch]);
  return {
    ok: true,
    output: `OK：${configs.files.length} 个文件，${configs.pages.size} 个页面配置，${menuItems} 个菜单项，${configs.routes.length} 个配置驱动的接口\n已检查：${dirs.map((dir, i) => (i === 0 ? `${shown(dir)}（内置）` : shown(dir))).join('，')}${notes}`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? process.env.SCHEMAS_DIR ?? 'schemas');
  const { ok, output } = checkConfig(dir);
  (ok ? console.log : console.error)(output);
  process.exitCode = ok ? 0 : 1;
}
