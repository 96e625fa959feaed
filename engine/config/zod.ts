import { z } from 'zod';

// Every zod schema of the project is parsed with these settings, so import `z` from here:
// - jitless: zod's fast path compiles validators with `new Function`, which the app's
//   Content-Security-Policy forbids (no 'unsafe-eval'; DESIGN.md, Conditions without eval);
// - zh-CN messages, since every message reaches a Chinese-speaking user or product person.
z.config({ ...z.locales.zhCN(), jitless: true });

export { z };

/**
 * Formats a zod error as one line per issue, each with its JSON path:
 * formatIssues(error) -> ['siteName: 无效输入：期望 string，实际接收 number']
 */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length ? pathToString(issue.path) : '(根)';
    return `${where}: ${issue.message}`;
  });
}

/** ['fields', 3, 'component', 'type'] -> 'fields[3].component.type' */
export function pathToString(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/**
 * The JSON Schema branches (for anyOf) of a closed list of words the engine reads in any case,
 * with spaces around (a size "m", a method "POST"): an editor offers each word, and takes every
 * spelling the engine does. anyCase(['S', 'M']) -> [{enum: ['S', 'M', 's', 'm']}, {type: 'string', pattern: '^\\s*(?:[Ss]|[Mm])\\s*$'}]
 */
export function anyCase(words: readonly string[]): object[] {
  const spellings = [...new Set([...words, ...words.map((word) => word.toLowerCase()), ...words.map((word) => word.toUpperCase())])];
  const letters = (word: string) => [...word].map((c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toUpperCase()}${c.toLowerCase()}]`)).join('');
  return [{ enum: spellings }, { type: 'string', pattern: `^\\s*(?:${words.map(letters).join('|')})\\s*$` }];
}
