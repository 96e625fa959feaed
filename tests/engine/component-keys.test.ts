import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LINK_KEY, menuTree, screenKind, type MenuItem } from '../../engine/index.ts';

const MENUS = path.resolve(import.meta.dirname, '../../schemas/menus');

describe('component keys (spec section 2, Menu tree items)', () => {
  it.each([
    ['list', 'list'],
    ['companyInfo', 'list'],
    // the child-page keys of spec section 2
    ...['publish', 'cardCooperation', 'studentCard', 'customerService', 'invoiceOrder', 'student', 'newStatus', 'newTask', 'newOrder', 'contact', 'introduces'].map((key) => [key, 'list']),
    ['schoolBaseAuth', 'auth-form'],
    ['confirmAuth', 'auth-form'],
    ['roles', 'bespoke'],
    ['schoolCert', 'bespoke'],
    ['childMenu', 'bespoke'],
    ['mysteryWidget', 'unknown'],
    ['', 'unknown'],
  ])('%s -> %s', (key, kind) => {
    expect(screenKind(key)).toBe(kind);
  });

  it('knows every component key of the menus in schemas/', () => {
    const unknown: string[] = [];
    const walk = (items: MenuItem[]) =>
      items.forEach((item) => {
        if (item.component && item.component !== LINK_KEY && screenKind(item.component) === 'unknown') unknown.push(`${item.id} ${item.component}`);
        walk(item.children ?? []);
      });
    for (const file of fs.readdirSync(MENUS)) walk(menuTree.parse(JSON.parse(fs.readFileSync(path.join(MENUS, file), 'utf8'))));
    expect(unknown).toEqual([]);
  });
});
