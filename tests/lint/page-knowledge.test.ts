import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph.ts';

// Page knowledge is configuration, not code (issue 56, HOUSE-PLAN.md): no file of app/ or
// adapters/ names a production menu id, a page key of schemas/pages/, or a literal compared with a menu id. What a
// page does differently is a list-config key (schemas/README.md, The list-config), and what the
// production backend does not send is in schemas/page-notes.json.

// the production menu ids of spec section 9: as literals anywhere
const MENU_IDS = new Set(['388', '416', '377', '405']);
const PAGE_KEYS = new Set(fs.readdirSync(path.join(ROOT, 'schemas/pages')).map((name) => name.replace(/\.json$/, '')));

/** A literal compared with a menu id (`route.menuId === '331'`, `['331'].includes(menuId)`). */
function comparedWithMenuId(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent)) return /menuId|menu_id/i.test((parent.left === node ? parent.right : parent.left).getText());
  if (ts.isArrayLiteralExpression(parent) && ts.isPropertyAccessExpression(parent.parent) && ts.isCallExpression(parent.parent.parent)) {
    return /menuId|menu_id/i.test(parent.parent.parent.arguments.map((arg) => arg.getText()).join());
  }
  return false;
}

function sources(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(folder, name));
}

/** The literals of a file that name a menu id or a page key: `file:line: literal`. */
function pageLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node) ? node.text : undefined;
    const named = literal !== undefined && (MENU_IDS.has(literal) || (!ts.isNumericLiteral(node) && PAGE_KEYS.has(literal)) || (/^\d+$/.test(literal) && comparedWithMenuId(node)));
    if (named && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no page knowledge in code', () => {
  it('knows the page keys it looks for, and finds a page test written in code', () => {
    expect([...PAGE_KEYS]).toContain('branch-video');
    const file = 'tests/lint/page-knowledge.sample.ts';
    fs.writeFileSync(path.join(ROOT, file), "export const big = (route: { menuId: string; pageKey?: string }) => route.menuId === '331' || ['388'].includes(route.menuId) || route.pageKey === 'branch-pic';\n");
    try {
      expect(pageLiterals(file)).toEqual([`${file}:1: '331'`, `${file}:1: '388'`, `${file}:1: 'branch-pic'`]);
    } finally {
      fs.rmSync(path.join(ROOT, file));
    }
  });

  it('no file of app/ or adapters/ names a menu id or a page key', () => {
    const found = [...sources('app'), ...sources('adapters')].flatMap(pageLiterals);
    expect(found, found.join('\n')).toEqual([]);
  });
});
