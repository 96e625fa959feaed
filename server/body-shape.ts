// What no request body (issue 33 item 3) and no page config file (item 7) may hold: keys that
// reach an object's prototype when code copies or merges the value (`__proto__`, `constructor`,
// `prototype`, also as a segment of an `info|address` key), and nesting deeper than any form
// sends or any config needs (JSON nested 5,000 deep answered 500; a config file nested 8,000 deep
// overflowed the engine's parse and stopped the start). Walked without recursion, so no depth
// overflows the stack.

/** Deeper than any body the app sends (a form's lists of objects are 3 or 4 levels). */
export const MAX_BODY_DEPTH = 20;
/** Deeper than any page or menu config (option trees included). */
export const MAX_CONFIG_DEPTH = 64;
const DANGEROUS_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const tooDeep = (what: string, max: number) => `${what}嵌套过深（不能超过 ${max} 层）`;
export const BODY_TOO_DEEP = tooDeep('请求数据', MAX_BODY_DEPTH);
export const bodyKeyRefused = (key: string) => `不允许的字段名：${key}`;

/**
 * The problem with a parsed body's shape, or undefined (`what` and `maxDepth`: a config file's):
 * bodyShapeProblem(JSON.parse('{"__proto__": {"admin": 1}}')) -> '不允许的字段名：__proto__'.
 */
export function bodyShapeProblem(body: unknown, maxDepth = MAX_BODY_DEPTH, what = '请求数据'): string | undefined {
  const stack: [unknown, number][] = [[body, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDepth) return tooDeep(what, maxDepth);
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
