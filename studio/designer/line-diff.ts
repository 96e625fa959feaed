// The JSON diff of the save dialog (issue 60 item 6): the lines removed and added between the
// saved text and the text to save, with a few lines of context, by their longest common
// subsequence (a page file is a few hundred lines: its table is small).

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  /** Its line in the text it is from (the new text for added and same lines). */
  line: number;
}

/**
 * The changed lines of `after` against `before`, each with `context` unchanged lines around it.
 * lineDiff('a\nb\nc', 'a\nx\nc', 0) -> [{kind: 'removed', text: 'b', line: 2}, {kind: 'added', text: 'x', line: 2}]
 */
export function lineDiff(before: string, after: string, context = 2): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const n = a.length;
  const m = b.length;
  // lengths of the common subsequence of a[i..] and b[j..]
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const all: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) all.push({ kind: 'same', text: b[j++]!, line: (i++, j) });
    else if (j < m && (i >= n || table[i]![j + 1]! > table[i + 1]![j]!)) all.push({ kind: 'added', text: b[j++]!, line: j });
    else all.push({ kind: 'removed', text: a[i++]!, line: i });
  }
  const near = (index: number) => all.slice(Math.max(0, index - context), index + context + 1).some((entry) => entry.kind !== 'same');
  return all.filter((entry, index) => entry.kind !== 'same' || near(index));
}
