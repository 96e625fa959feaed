import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The project's own import graph, read as TypeScript reads it: static imports and re-exports,
// type-only ones included, and lazy `import()` calls. Used by knots.test.ts.

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The layers whose files ship or serve: a knot among them is a knot in the product. */
export const PRODUCT_LAYERS = ['engine', 'adapters', 'app', 'studio', 'server', 'schemas', 'deploy'] as const;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') sourceFiles(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Each file (relative to the root) with the files of ours it imports. */
export function importGraph(layers: readonly string[] = PRODUCT_LAYERS): Map<string, string[]> {
  const files = layers.flatMap((layer) => (fs.existsSync(path.join(ROOT, layer)) ? sourceFiles(path.join(ROOT, layer)) : []));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((ref) => ref.fileName)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => path.resolve(path.dirname(file), spec))
      .filter((target) => /\.tsx?$/.test(target) && fs.existsSync(target))
      .map((target) => path.relative(ROOT, target));
    graph.set(path.relative(ROOT, file), [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan): each is an import knot. */
export function knots(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}
