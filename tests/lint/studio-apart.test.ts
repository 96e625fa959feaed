import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph.ts';

// Issue 29 item 4: the studio is a page of its own (studio/, built by studio/vite.config.ts into
// dist-studio/), never in the app's routes or bundles. The app's build holds what app/main.tsx
// reaches: none of it is the studio's, and no product code but the studio imports it.

function reachable(graph: Map<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    (graph.get(file) ?? []).forEach(visit);
  };
  visit(from);
  return seen;
}

describe('the studio stays out of the app', () => {
  const graph = importGraph();

  it('the app reaches no file of studio/', () => {
    const app = reachable(graph, 'app/main.tsx');
    expect(app.size).toBeGreaterThan(50);
    expect([...app].filter((file) => file.startsWith('studio/'))).toEqual([]);
  });

  it('only the studio imports studio/', () => {
    const importers = [...graph].filter(([file, targets]) => !file.startsWith('studio/') && targets.some((target) => target.startsWith('studio/')));
    expect(importers.map(([file]) => file)).toEqual([]);
  });

  it('the studio uses the layers through their front doors and reaches the editor and the preview', () => {
    const studio = reachable(graph, 'studio/main.tsx');
    expect([...studio]).toEqual(expect.arrayContaining(['studio/editor.tsx', 'studio/preview.tsx', 'adapters/form/index.ts']));
  });
});
