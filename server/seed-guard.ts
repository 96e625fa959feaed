import fs from 'node:fs';
import path from 'node:path';

// Nothing in the data folder can take the server down (issue 15): a seed step that fails (a
// broken record, a file it cannot write) or an uploads folder it cannot use is reported on
// stderr, in Chinese and English, and the server starts and serves everything else.

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Runs one seed step; a failure is reported and swallowed (its transaction rolled back, so the
 * next start tries again). seedSafely('演示账号的页面数据', 'the demo accounts’ page data', () => seedPages(db)) -> true
 */
export function seedSafely(zh: string, en: string, run: () => unknown, report: (line: string) => void = console.error): boolean {
  try {
    run();
    return true;
  } catch (error) {
    report(
      `[seed] ${zh}未能写入：${reasonOf(error)}。服务器照常启动，这部分演示数据暂缺，下次启动时会再试。\n` +
        `[seed] Could not seed ${en}: ${reasonOf(error)}. The server runs without that demo data and tries again at the next start.`,
    );
    return false;
  }
}

/**
 * The problem with DATA_DIR/uploads, or undefined when it can be used (or does not exist yet:
 * it is made on the first upload). uploadsProblem('/data') -> '"/data/uploads" 是一个文件，不是文件夹 / … is a file, not a folder'
 */
export function uploadsProblem(dataDir: string): string | undefined {
  const dir = path.join(dataDir, 'uploads');
  try {
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (!stat.isDirectory()) return `"${dir}" 是一个文件，不是文件夹 / "${dir}" is a file, not a folder`;
    fs.accessSync(dir, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
    return undefined;
  } catch (error) {
    return `"${dir}" 无法读写 / "${dir}" cannot be read or written (${reasonOf(error)})`;
  }
}

/** Reports an unusable uploads folder at start; uploads then answer a Chinese error, the rest works. */
export function reportUploadsFolder(dataDir: string, report: (line: string) => void = console.error): void {
  const problem = uploadsProblem(dataDir);
  if (!problem) return;
  report(
    `[uploads] 上传文件夹不可用：${problem}。上传和已上传的文件暂时不可用，其余功能照常；请改正后重启（可删除或改名该文件）。\n` +
      `[uploads] The uploads folder cannot be used: ${problem}. Uploads and uploaded files are unavailable until it is fixed and the server restarted; everything else works.`,
  );
}

/**
 * writeSeedFile that never throws: a picture it cannot write is reported once (by `done()`) and
 * its path kept, so the records are seeded and only that picture is missing.
 */
export function tolerantSeedFiles(dataDir: string, write: (dataDir: string, relative: string, svg: string) => string, report: (line: string) => void = console.error) {
  let problem: unknown;
  return {
    file(relative: string, svg: string): string {
      try {
        return write(dataDir, relative, svg);
      } catch (error) {
        problem ??= error;
        return `uploads/${relative}`;
      }
    },
    done(): void {
      if (problem === undefined) return;
      const dir = path.join(dataDir, 'uploads');
      report(
        `[seed] 演示图片未能写入 "${dir}"：${reasonOf(problem)}。这些图片将无法显示，其余功能照常。\n` +
          `[seed] The demo pictures could not be written to "${dir}": ${reasonOf(problem)}. They will not show; everything else works.`,
      );
    },
  };
}
