// Runs commands side by side and prints each one's output whole, in the order given, once it has
// ended; exits 1 when any failed, naming which. `npm test` runs the checks that only read the
// sources this way (the three typechecks, TypeScript 7's, and the linter: about 36 CPU-seconds,
// about 20 s on 2 cores together).
//   tsx tests/tools/run-together.ts 'npm run typecheck' 'npm run lint'
import { spawn } from 'node:child_process';

interface Outcome {
  command: string;
  code: number;
  output: string;
  seconds: number;
}

export function runTogether(commands: string[], cwd = process.cwd()): Promise<Outcome[]> {
  return Promise.all(
    commands.map(
      (command) =>
        new Promise<Outcome>((resolve) => {
          const started = Date.now();
          // through the shell, with node_modules/.bin first, as an npm script's command runs
          const child = spawn(command, { cwd, shell: true, env: { ...process.env, PATH: `${cwd}/node_modules/.bin:${process.env.PATH ?? ''}`, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') } });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('error', (error) => resolve({ command, code: 127, output: `${output}${error.message}\n`, seconds: (Date.now() - started) / 1000 }));
          child.on('close', (code, signal) => resolve({ command, code: code ?? (signal ? 128 : 1), output, seconds: (Date.now() - started) / 1000 }));
        }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const commands = process.argv.slice(2);
  const outcomes = await runTogether(commands);
  for (const outcome of outcomes) {
    process.stdout.write(`\n> ${outcome.command}  (${outcome.seconds.toFixed(1)} s, ${outcome.code === 0 ? 'passed' : `failed with exit code ${outcome.code}`})\n${outcome.output}`);
  }
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  if (failed.length > 0) {
    process.stdout.write(`\nFailed: ${failed.map((outcome) => outcome.command).join('; ')}\n`);
    process.exit(1);
  }
}
