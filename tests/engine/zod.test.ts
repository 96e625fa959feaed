import { describe, expect, it } from 'vitest';
import { z } from '../../engine/index.ts';
import { formatIssues, pathToString } from '../../engine/config/zod.ts';

describe('engine zod setup', () => {
  it.each([
    [['fields', 3, 'component', 'type'], 'fields[3].component.type'],
    [[0, 'name'], '[0].name'],
    [['component'], 'component'],
  ])('writes the JSON path %j as %s', (path, expected) => {
    expect(pathToString(path)).toBe(expected);
  });

  it('reports each issue with its path, in Chinese', () => {
    const schema = z.object({ fields: z.array(z.object({ name: z.string() })) });
    const result = schema.safeParse({ fields: [{ name: 'ok' }, { name: 7 }] });
    expect(result.success).toBe(false);
    const lines = formatIssues(result.error!);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^fields\[1\]\.name: .*string/);
    expect(lines[0]).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('parses without compiling code, so it runs under a CSP without unsafe-eval', () => {
    const original = globalThis.Function;
    const forbidden = function () {
      throw new EvalError('unsafe-eval is not allowed');
    } as unknown as FunctionConstructor;
    globalThis.Function = forbidden;
    try {
      const schema = z.object({ a: z.string(), b: z.number().optional() });
      expect(schema.parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = original;
    }
  });
});
