import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuildInBackground } from '../../../server/build.ts';
import { chromiumPath } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file where this run's app build says it is done: `{ ok: true }` or `{ ok: false, error }` (appBuilt() in harness.ts). */
    appBuildState: string;
  }
}

/** One build and one state file for the run, shared by the browser projects that run in it (e2e-walk and e2e-rest). */
const shared = globalThis as { eduAppBuild?: { state: string; users: number; stop(): void } };

// Before any browser test: Chromium must be there (else fail, saying how to install it), and
// dist/ is built from the current sources, as `npm start` would do. The build runs while the
// run's first files do (Vitest queues the component files first, and they take longer): a browser
// file's useBrowser() waits for it (appBuilt()). It had held every worker for its 12–15 s.
export default function setup(project: TestProject) {
  chromiumPath();
  if (!shared.eduAppBuild) {
    const state = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'edu-app-build-')), 'state.json');
    const build = ensureBuildInBackground();
    build.done.then(
      () => fs.writeFileSync(state, JSON.stringify({ ok: true })),
      (error: Error) => fs.writeFileSync(state, JSON.stringify({ ok: false, error: error.message })),
    );
    shared.eduAppBuild = { state, users: 0, stop: build.stop };
  }
  const run = shared.eduAppBuild;
  run.users += 1;
  project.provide('appBuildState', run.state);
  return () => {
    run.users -= 1;
    if (run.users > 0) return;
    run.stop();
    fs.rmSync(path.dirname(run.state), { recursive: true, force: true });
    delete shared.eduAppBuild;
  };
}
