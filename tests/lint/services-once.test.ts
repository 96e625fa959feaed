import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The app builds its services once, at the root (app/services/index.ts: createAppServices), and the
// screens and hooks pull them (useServices, useApi, useFormServices); no component or hook
// builds its own typed calls, form services or list services (issue 27, item 2).

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOME = 'app/services/index.ts';
/** /login's first paint's calls, built apart so that its chunk holds no other screen's calls (app/start-login.tsx). */
const LOGIN_HOME = 'app/services/clients.ts';
const FACTORY = /\b(create[A-Z]\w*Api|createFormServices|createListServices)\s*\(/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** `file:line: call` for each service factory called in `code`. */
function factoryCalls(file: string, code: string): string[] {
  return code.split('\n').flatMap((line, index) => [...line.matchAll(FACTORY)].map((match) => `${file}:${index + 1}: ${match[1]}(`));
}

describe('services are built once, at the app root', () => {
  it('finds a factory call (the check itself)', () => {
    expect(factoryCalls('app/x.tsx', 'const api = useMemo(() => createMoneyApi(client), [client]);')).toEqual(['app/x.tsx:1: createMoneyApi(']);
    expect(factoryCalls('app/x.tsx', 'const forms = createFormServices(client, config);\nconst lists = createListServices(client);')).toHaveLength(2);
    expect(factoryCalls('app/x.tsx', "import type { MoneyApi } from '../adapters/api/index.ts';\nconst api = useApi().money;")).toEqual([]);
  });

  it(`no file of app/ but ${HOME} (and ${LOGIN_HOME}) calls createXApi, createFormServices or createListServices`, () => {
    const calls = sourcesUnder('app')
      .filter((file) => file !== HOME && file !== LOGIN_HOME)
      .flatMap((file) => factoryCalls(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(calls).toEqual([]);
  });
});
