import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../engine/index.ts';
import { AUTH_TARGETS, authFormHref, buildRoutes, routeOfComponent, type AuthTarget } from '../../app/lib/menu-routes.ts';

// Where the roads into the auth forms lead (issue 11): resolved from the account's own menu
// tree by component key, never from a fixed path, on the menus the reference server sends.

const menu = (name: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../schemas/menus/${name}.json`), 'utf8')) as MenuItem[];
const school = buildRoutes(menu('school'));
const branch = buildRoutes(menu('branch'));
const item = (id: number, extra: Partial<MenuItem>): MenuItem => ({ id, name: `m${id}`, is_action: false, ...extra });

describe('authFormHref: the auth form a road leads to, from the route table', () => {
  it.each<[string, ReturnType<typeof buildRoutes>, AuthTarget, string]>([
    ['school apply (schoolBaseAuth)', school, 'apply', '/school-auth/school-auth.auth-form'],
    ['school base (schoolAuthBase, ?type=name_auth)', school, 'base', '/school-auth/school-auth.base?type=name_auth'],
    ['school 实名认证 (schoolAuth2Base, ?type=name_auth)', school, 'realName', '/school-auth2/school-auth2.base?type=name_auth'],
    ['branch apply (confirmAuth under school-auth2)', branch, 'apply', '/school-auth2/school-auth.auth-form'],
    ['branch base (its branchAuth page, no query)', branch, 'base', '/school-auth2/school-auth2.base.branchAuth'],
    ['branch 实名认证', branch, 'realName', '/school-auth2/school-auth2.base.branchAuth'],
  ])('%s', (_name, table, target, href) => {
    expect(authFormHref(table, target)).toBe(href);
    // every answer is a route of that account's table
    expect(table.routes.get(href.split('?')[0] ?? '')?.component).toMatch(new RegExp(AUTH_TARGETS[target].join('|')));
  });

  it('a menu without the auth form answers undefined (the caller says so), never a path of another menu', () => {
    const table = buildRoutes([item(1, { route_key: 'dashboard', component: 'dashboard' })]);
    expect(authFormHref(table, 'apply')).toBeUndefined();
    expect(authFormHref(table, 'base')).toBeUndefined();
    expect(authFormHref(null, 'base')).toBeUndefined();
  });

  it('follows the tree, wherever the server puts the route', () => {
    const table = buildRoutes([item(7, { route_key: 'apply-here', children: [item(8, { route_key: 'form', component: 'confirmAuth', is_action: true })] })]);
    expect(authFormHref(table, 'apply')).toBe('/apply-here/form');
    expect(routeOfComponent(table, 'confirmAuth')).toBe('/apply-here/form');
    expect(routeOfComponent(table, 'schoolBranch')).toBeUndefined();
  });

  it('prefers the first component key of a target when both are there', () => {
    const table = buildRoutes([
      item(1, { route_key: 'b', children: [item(2, { route_key: 'second', component: 'confirmAuth' })] }),
      item(3, { route_key: 'a', children: [item(4, { route_key: 'first', component: 'schoolBaseAuth' })] }),
    ]);
    expect(authFormHref(table, 'apply')).toBe('/a/first');
  });
});
