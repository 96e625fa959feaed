import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as engine from '../../engine/index.ts';
import { importGraph, ROOT } from './import-graph.ts';

// Issue 27 step 1: engine/index.ts names what the other layers use, not whole modules. Every
// runtime name it exports is imported by some product file outside the engine; what only tests
// and stories need, they import by its own path.

/** The names each product file outside the engine imports from engine/index.ts. */
function namesTakenFromTheEngine(): Set<string> {
  const taken = new Set<string>();
  for (const [file, targets] of importGraph()) {
    if (file.startsWith('engine/') || !targets.includes('engine/index.ts')) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), statement.moduleSpecifier.text)) !== path.join('engine', 'index.ts')) continue;
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) for (const element of bindings.elements) taken.add((element.propertyName ?? element.name).text);
    }
  }
  return taken;
}

describe("the engine's front door", () => {
  it('exports only runtime names that the other layers import', () => {
    const taken = namesTakenFromTheEngine();
    expect(Object.keys(engine).filter((name) => !taken.has(name))).toEqual([]);
  });
});
