import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../app/lib/menu-routes.ts';
import { close, closeAll, closeOthers, fallbackHref, pinnedViews, refresh, visit } from '../../app/state/views.ts';

const route = (path: string, title: string, affix = false): AppRoute => ({ path, title, menuId: path, component: 'list', hidden: false, affix, trail: [] });
const HOME = route('/dashboard', '阳光继教', true);
const MESSAGE = route('/message/moreMessage', '通知中心', true);
const A = route('/a/a', 'A');
const B = route('/b/b', 'B');

describe('the tags bar views (spec section 2, Layout)', () => {
  const pinned = pinnedViews([MESSAGE, A, HOME]);
  const open = visit(visit(pinned, A, '/a/a?page=2'), B, '/b/b');

  it('starts with the pinned views, the dashboard first', () => {
    expect(pinned.map((v) => v.title)).toEqual(['阳光继教', '通知中心']);
  });

  it('adds a visited page once, keeping the latest URL it was at', () => {
    expect(open.map((v) => v.title)).toEqual(['阳光继教', '通知中心', 'A', 'B']);
    const again = visit(open, A, '/a/a?page=3');
    expect(again.map((v) => v.title)).toEqual(['阳光继教', '通知中心', 'A', 'B']);
    expect(again.find((v) => v.path === '/a/a')?.href).toBe('/a/a?page=3');
    expect(visit(open, B, '/b/b')).toBe(open);
  });

  it('never closes a pinned view', () => {
    expect(close(open, '/dashboard')).toEqual(open);
    expect(close(open, '/a/a').map((v) => v.title)).toEqual(['阳光继教', '通知中心', 'B']);
    expect(closeOthers(open, '/b/b').map((v) => v.title)).toEqual(['阳光继教', '通知中心', 'B']);
    expect(closeAll(open).map((v) => v.title)).toEqual(['阳光继教', '通知中心']);
  });

  it('refreshes by mounting the page anew, and falls back to the last view', () => {
    expect(refresh(open, '/a/a').find((v) => v.path === '/a/a')?.generation).toBe(1);
    expect(fallbackHref(close(open, '/b/b'))).toBe('/a/a?page=2');
    expect(fallbackHref([])).toBe('/dashboard');
  });
});
