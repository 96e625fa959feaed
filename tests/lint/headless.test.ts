import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph.ts';

// The headless rooms of adapters/ (issue 56, HOUSE-PLAN.md): what they load draws nothing. Each
// file's runtime closure (its static imports and re-exports, followed through our files; type-only
// ones are erased, lazy import() calls load later) reaches no UI library.

const UI_LIBRARY = /^(antd|@ant-design\/|@formily\/antd-v5|rc-|@rc-component\/|@tiptap\/|react-image-crop|leaflet|react-leaflet|qrcode\.react)/;

/** The files held headless; a room's files less those named as drawing. */
const HEADLESS: { folder: string; except?: string[] }[] = [
  { folder: 'adapters/http' },
  { folder: 'adapters/api' },
  { folder: 'adapters/theme' },
  { folder: 'adapters/list/controller' },
  // use-draft.ts asks its restore question with antd's modal
  { folder: 'adapters/drafts', except: ['use-draft.ts'] },
];

const read = new Map<string, { ours: string[]; packages: string[] }>();
/** The runtime imports of one file: [our files, packages]. */
function runtimeImports(file: string): { ours: string[]; packages: string[] } {
  const known = read.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const ours: string[] = [];
  const packages: string[] = [];
  for (const statement of source.statements) {
    let spec: string | undefined;
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) spec = statement.moduleSpecifier.text;
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const named = statement.exportClause && ts.isNamedExports(statement.exportClause) ? statement.exportClause.elements : undefined;
      const typeOnly = statement.isTypeOnly || (named && named.length > 0 && named.every((element) => element.isTypeOnly));
      if (!typeOnly) spec = statement.moduleSpecifier.text;
    }
    if (spec === undefined) continue;
    if (spec.startsWith('.')) ours.push(path.resolve(path.dirname(file), spec));
    else packages.push(spec);
  }
  read.set(file, { ours, packages });
  return { ours, packages };
}

/** Each UI library the file loads, with the chain of our files that reaches it. */
function uiReached(start: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file) || !/\.tsx?$/.test(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const { ours, packages } = runtimeImports(file);
    const here = [...chain, path.relative(ROOT, file)];
    for (const pkg of packages) if (UI_LIBRARY.test(pkg)) found.push(`${here.join(' → ')} → ${pkg}`);
    for (const next of ours) walk(next, here);
  };
  walk(start, []);
  return found;
}

const headlessFiles = HEADLESS.flatMap(({ folder, except = [] }) =>
  fs
    .readdirSync(path.join(ROOT, folder))
    .filter((name) => /\.tsx?$/.test(name) && !except.includes(name))
    .map((name) => path.join(ROOT, folder, name)),
);

describe('the headless rooms of adapters/ load no UI library (issue 56)', () => {
  it('finds a UI library behind a chain of our files, and skips type-only imports', () => {
    const dir = fs.mkdtempSync(path.join(ROOT, 'tests/lint/.headless-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { Button } from 'antd';\nimport { b } from './b.ts';\nexport type { ModalProps } from 'antd';\nexport const a = b;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { useState } from 'react';\nexport { b } from './c.tsx';\nvoid useState;\n");
      fs.writeFileSync(path.join(dir, 'c.tsx'), "import { Modal } from 'antd';\nexport const b = Modal;\nexport const later = () => import('leaflet');\n");
      const reached = uiReached(path.join(dir, 'a.ts'));
      expect(reached).toHaveLength(1);
      expect(reached[0]).toMatch(/a\.ts → .*b\.ts → .*c\.tsx → antd$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('holds for the list controller, http, api and the drafts store', () => {
    expect(headlessFiles.length).toBeGreaterThan(20);
    expect(headlessFiles.some((file) => file.endsWith('list/controller/use-list-controller.ts'))).toBe(true);
    expect(headlessFiles.flatMap(uiReached)).toEqual([]);
  });
});
