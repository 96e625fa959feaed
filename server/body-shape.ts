// What no request body may hold, whatever its call (issue 33 item 3): keys that reach an object's
// prototype when code copies or merges the body (`__proto__`, `constructor`, `prototype`, also as
// a segment of an `info|address` key), and nesting deeper than any form sends (JSON nested 5,000
// deep answered 500). Walked without recursion, so no depth overflows the stack.

/** Deeper than any body the app sends (a form's lists of objects are 3 or 4 levels). */
export const MAX_BODY_DEPTH = 20;
const DANGEROUS_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const BODY_TOO_DEEP = `请求数据嵌套过深（不能超过 ${MAX_BODY_DEPTH} 层）`;
export const bodyKeyRefused = (key: string) => `不允许的字段名：${key}`;

/**
 * The problem with a parsed body's shape, or undefined:
 * bodyShapeProblem(JSON.parse('{"__proto__": {"admin": 1}}')) -> '不允许的字段名：__proto__'.
 */
export function bodyShapeProblem(body: unknown): string | undefined {
  const stack: [unknown, number][] = [[body, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) return BODY_TOO_DEEP;
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.split('|').some((part) => DANGEROUS_KEYS.has(part))) return bodyKeyRefused(key);
      stack.push([item, depth + 1]);
    }
  }
  return undefined;
}
