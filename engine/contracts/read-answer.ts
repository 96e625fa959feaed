import { readStrictly, type DriftParams } from '../config/readers.ts';
import { pathToString, type z } from '../config/zod.ts';

// An answer through its contract, the way a liberal client reads it (DESIGN.md, Answers from a
// backend nobody here wrote): a value that cannot be read costs that value alone, not the answer.
// The value is left out (its reader's fallback applies: a dash on screen, a form's default); a
// value that was required goes with its smallest enclosing object or list row. Only a mismatch at
// the answer's root (no token in a login answer, no rows array in a page) makes it unreadable.

/** One value an answer did not send as its contract declares it. */
export interface Drift {
  /** The JSON path from the answer's `data` (or body): 'data.mobile', 'data.list[3]'. */
  path: string;
  /** What arrived, as JSON text cut to 80 characters. */
  arrived: string;
  /** What the contract reads there, in Chinese (for a dropped row, with the path inside it that failed). */
  expected: string;
  /** The full path of the value that could not be read, and why: 'data.list[3].id', '缺少，应为数字'. */
  leaf: string;
  reason: string;
  /** converted: read in another spelling (only listed by readAnswer's `converted` option); dropped: left out. */
  kind: 'converted' | 'dropped';
}

export type AnswerReading<T> = { ok: true; data: T; drifts: Drift[] } | { ok: false; issues: string[]; drifts: Drift[] };

type Path = (string | number)[];
interface Leaf {
  path: Path;
  message: string;
  drift: boolean;
}

/**
 * The issues of a failed parse, one per value that failed, with full paths; of a failed union,
 * the option that got furthest (failed deeper than the union's own value, or only on a spelling).
 */
function leaves(issues: readonly z.core.$ZodIssue[], base: Path = []): Leaf[] {
  return issues.flatMap((issue): Leaf[] => {
    // a key that is not an index makes the whole object no list: the issue is the object's
    const own = issue.code === 'invalid_key' ? (issue.path as Path).slice(0, -1) : (issue.path as Path);
    const path = [...base, ...own];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const options = issue.errors.map((option) => leaves(option, path));
      const likely = options.find((option) => option.some((leaf) => leaf.path.length > path.length || leaf.drift));
      if (likely) return likely;
      // a reader's own words (readNumber: 应为数字) before zod's for its first option
      const stated = issue.message && issue.message !== '无效输入' ? issue.message : undefined;
      return [{ path, message: stated ?? options[0]?.[0]?.message ?? issue.message, drift: false }];
    }
    const params = (issue as { params?: Partial<DriftParams> }).params;
    return [{ path, message: params?.drift ? (params.expected ?? issue.message) : issue.message, drift: params?.drift === true }];
  });
}

const show = (value: unknown) => {
  const text = value === undefined ? '（无）' : JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** Leaves out the value at `path` (a list row is spliced out, an object key deleted). */
function drop(root: unknown, path: Path): void {
  const parent = valueAt(root, path.slice(0, -1));
  const key = path.at(-1)!;
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else if (parent !== null && typeof parent === 'object') delete (parent as Record<string | number, unknown>)[key];
}

const clone = (value: unknown): unknown => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));
const where = (at: string, path: Path) => (path.length === 0 ? at : `${at}${typeof path[0] === 'number' ? '' : '.'}${pathToString(path)}`);

/**
 * Reads `value` through `schema`, leaving out what cannot be read:
 * readAnswer(obj({ id: readNumber, mobile: maybe(readText) }), { id: 1, mobile: {} })
 *   -> { ok: true, data: { id: 1 }, drifts: [{ path: 'data.mobile', arrived: '{}', expected: '应为文字', kind: 'dropped' }] }.
 * `at` names the root in the paths ('data', or 'body' for a whole answer). With `converted`, each
 * value read in another spelling is listed too (13800138003 for a text), at the cost of a second parse.
 */
export function readAnswer<S extends z.ZodType>(schema: S, value: unknown, options: { at?: string; converted?: boolean } = {}): AnswerReading<z.output<S>> {
  const at = options.at ?? 'data';
  const drifts: Drift[] = [];
  if (options.converted) {
    const strict = readStrictly(() => schema.safeParse(value));
    if (!strict.success) {
      for (const leaf of leaves(strict.error.issues)) {
        if (!leaf.drift) continue;
        const path = where(at, leaf.path);
        drifts.push({ path, arrived: show(valueAt(value, leaf.path)), expected: leaf.message, leaf: path, reason: leaf.message, kind: 'converted' });
      }
    }
  }
  let current = value;
  for (let round = 0; round < 50; round += 1) {
    const parsed = schema.safeParse(current);
    if (parsed.success) return { ok: true, data: parsed.data, drifts };
    if (round === 0) current = clone(value);
    const found = leaves(parsed.error.issues).map((leaf) => (valueAt(current, leaf.path) === undefined ? { ...leaf, message: `缺少，${leaf.message}` } : leaf));
    // the deepest first, and the later rows of a list before the earlier (splicing shifts them)
    const targets = found
      .map((leaf) => {
        let path = leaf.path;
        // a required value that is missing takes its enclosing object or row with it
        while (path.length > 0 && valueAt(current, path) === undefined) path = path.slice(0, -1);
        return { leaf, path };
      })
      .sort((a, b) => b.path.length - a.path.length || String(b.path.at(-1)).localeCompare(String(a.path.at(-1)), 'en', { numeric: true }));
    const fatal = targets.find((target) => target.path.length === 0);
    if (fatal) return { ok: false, issues: found.map((leaf) => `${where(at, leaf.path)}：${leaf.message}`), drifts };
    const done = new Set<string>();
    for (const { leaf, path } of targets) {
      const key = JSON.stringify(path);
      if (done.has(key)) continue;
      done.add(key);
      const expected = path.length === leaf.path.length ? leaf.message : `${where('', leaf.path.slice(path.length)).replace(/^\./, '')}：${leaf.message}`;
      drifts.push({ path: where(at, path), arrived: show(valueAt(current, path)), expected, leaf: where(at, leaf.path), reason: leaf.message, kind: 'dropped' });
      drop(current, path);
    }
  }
  return { ok: false, issues: [`${at}：无法读取`], drifts };
}
