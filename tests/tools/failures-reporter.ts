// A vitest reporter that ends every run with the names of what failed: file, test and the first
// line of its error. The default reporter prints each failure in full, but above pages of other
// output (a browser test's server log, the next project's run); its last lines give only counts,
// and a CI log cut to its tail then says "1 failed" and not which (issue 32 item 6). Listed after
// 'default' in vitest.config.ts, so these are the run's last lines.
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

const firstLine = (text: string | undefined): string => (text ?? '').split('\n').find((line) => line.trim() !== '')?.trim() ?? '';

/**
 * One line per failure: `file › suite › test: message`, `file › suite: message` for a suite that
 * failed as a whole, or the file alone when it failed to load.
 */
export function failureLines(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError> = []): string[] {
  const lines: string[] = [];
  for (const module of modules) {
    const file = module.relativeModuleId;
    for (const error of module.errors()) lines.push(`${file}: ${firstLine(error.message)}`);
    // a suite whose hook failed (or that an error outlived into): its tests are skipped, not failed
    for (const suite of module.children.allSuites()) {
      for (const error of suite.errors()) lines.push(`${file} › ${suite.fullName}: ${firstLine(error.message)}`);
    }
    for (const test of module.children.allTests('failed')) {
      const result = test.result();
      const message = result.state === 'failed' ? firstLine(result.errors?.[0]?.message) : '';
      lines.push(`${file} › ${test.fullName}${message ? `: ${message}` : ''}`);
    }
  }
  for (const error of unhandled) lines.push(`(未处理的错误) ${firstLine(error.message)}`);
  return lines;
}

export default class FailuresReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): void {
    const lines = failureLines(modules, unhandled);
    if (lines.length === 0) return;
    process.stdout.write(`\nFailed (${lines.length}):\n${lines.map((line) => `  ✗ ${line}`).join('\n')}\n`);
  }
}
