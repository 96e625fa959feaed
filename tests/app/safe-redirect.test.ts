import { describe, expect, it } from 'vitest';
import { redirectTarget, safeRedirect } from '../../app/routing/safe-redirect.ts';

// Issue 18 item 5: every redirect form ends on a path of this site, or on nothing (the dashboard).

const origin = 'https://org.example.cn';

describe('redirectTarget: /redirect/{rest} forms', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/%2Fdashboard', '/dashboard'],
    ['/fxl-school%2Ffxl-school.major?page=2', '/fxl-school/fxl-school.major?page=2'],
    ['//dashboard', '/dashboard'],
    ['/redirect/dashboard', '/dashboard'],
    ['/redirect%2Fredirect%2Fdashboard', '/dashboard'],
    ['/%252Fdashboard', '/dashboard'],
    ['/', undefined],
    ['', undefined],
    ['/https://evil.example', undefined],
    ['/https%3A%2F%2Fevil.example', undefined],
    ['/javascript:alert(1)', undefined],
    ['/%E0%A4%A', undefined],
    ['/%E0%A4', undefined],
    ['/%00', undefined],
    ['/%25', undefined],
    ['/..%2F..%2Fdashboard', '/dashboard'],
    ['/%2e%2e/dashboard', '/dashboard'],
    ['/%5Cdashboard', '/dashboard'],
    ['/dashboard#top', '/dashboard#top'],
    ['/dashboard%3Fx%3D1', '/dashboard?x=1'],
    ['/login?redirect=%2Fdashboard', undefined],
  ])('%j -> %j', (rest, expected) => expect(redirectTarget(rest, origin)).toBe(expected));
});

describe('safeRedirect: encoded redirect= values', () => {
  it.each([
    ['%2Fdashboard', '/dashboard'],
    ['%252Fdashboard', '/dashboard'],
    ['/redirect/fxl-school/fxl-school.major', '/fxl-school/fxl-school.major'],
    ['https%3A%2F%2Fevil.example', undefined],
    ['%2F%2Fevil.example', undefined],
    ['/%E0%A4', undefined],
    ['', undefined],
  ])('%j -> %j', (value, expected) => expect(safeRedirect(value, origin)).toBe(expected));
});
