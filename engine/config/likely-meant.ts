// The key a misspelt one most likely meant (issue 29, nothing silent): used for unknown keys
// (parse.ts) and for conditions on a field the form does not have (check-fields.ts).

/** Edit distance (insert, delete, replace, swap of neighbours) between two short keys. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known key an unknown one is most likely a typo of (edit distance 1, or 2 for keys of five
 * letters or more), or undefined (issue 29: `requried` is `required` misspelt, not a new key).
 * likelyMeant('requried', ['required', 'max']) -> 'required'
 */
export function likelyMeant(key: string, allowed: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const known of allowed) {
    const d = distance(key.toLowerCase(), known.toLowerCase());
    const limit = Math.min(key.length, known.length) >= 5 ? 2 : 1;
    if (d <= limit && (!best || d < best.distance)) best = { key: known, distance: d };
  }
  return best?.key;
}

