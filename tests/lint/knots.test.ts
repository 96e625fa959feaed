import { describe, expect, it } from 'vitest';
import { importGraph, knots } from './import-graph.ts';

describe('import knots (issue 27: no cycle among our files, type-only and lazy imports counted)', () => {
  it('finds a knot, type-only and lazy imports included', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
      ['e.ts', []],
    ]);
    expect(knots(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('reads the import kinds a knot can hide in', () => {
    const graph = importGraph(['app']);
    // root-shell.tsx reaches antd-providers.tsx only through lazy(() => import(…))
    expect(graph.get('app/shell/root-shell.tsx')).toContain('app/shell/antd-providers.tsx');
    // tags-bar.tsx imports VisitedView as a type only
    expect(graph.get('app/shell/tags-bar.tsx')).toContain('app/state/views.ts');
  });

  it('holds for the product as committed: engine, adapters, app, studio, server, schemas, deploy', () => {
    expect(knots(importGraph())).toEqual([]);
  });
});
