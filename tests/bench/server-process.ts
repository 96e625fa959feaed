// The reference server as a child process for the benches, started as `npm start` starts it.
import fs from 'node:fs';
import os from 'node:os';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Server {
  url: string;
  pid: number;
  startMs: number;
  stop(): Promise<void>;
}

/** Servers still running: stopped on exit. */
export const children = new Set<ChildProcess>();
/** Kills every server still running (on exit or Ctrl+C). */
export const killAll = () => children.forEach((child) => child.kill('SIGKILL'));

/** Spawns `server/main.ts` as the e2e harness does and times it until `listening on <url>` (at most `limitMs`). */
export function startServer(dataDir: string, distDir: string, env: Record<string, string> = {}, limitMs = 30_000): Promise<Server> {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, REFERENCE_DEV: '1', ...env, PORT: '0', DATA_DIR: dataDir, DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    children.delete(child);
  };
  let output = '';
  return new Promise<Server>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in ${limitMs / 1000} s:\n${output}`)), limitMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], pid: child.pid ?? 0, startMs: performance.now() - began, stop });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}) before listening:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
}


/**
 * Runs a bench in a temporary folder of its own and always cleans up: `stop` (the servers it
 * started, its agent) and the folder, on Ctrl-C too; a failure sets the exit code.
 */
export async function runInTempFolder(prefix: string, main: (tmp: string) => Promise<void>, stop: () => void): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.once('SIGINT', () => {
    stop();
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  });
  try {
    await main(tmp);
  } catch (error: unknown) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
