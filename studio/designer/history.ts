// The document's history (issue 60 item 5): one list of versions of the text for both views, so
// Ctrl+Z in the designer undoes a keystroke of the JSON editor and the other way round. Typing is
// kept as one step while it goes on (edits of one group within a second of each other).

export interface History {
  past: readonly string[];
  present: string;
  future: readonly string[];
  /** What the last step was, and when: a step of the same group soon after is folded into it. */
  group?: string | undefined;
  at: number;
}

/** How long typing of one group is folded into one step. */
export const GROUP_MS = 1000;

/** The most steps kept. */
const LIMIT = 200;

export const startHistory = (text: string): History => ({ past: [], present: text, future: [], at: 0 });

/**
 * The history with `text` as its new present (nothing when it is the present already).
 * record(startHistory('a'), 'ab', 'typing', 0) -> {past: ['a'], present: 'ab', …}
 */
export function record(history: History, text: string, group?: string, now = Date.now()): History {
  if (text === history.present) return history;
  const folds = group !== undefined && group === history.group && now - history.at < GROUP_MS && history.past.length > 0;
  const past = folds ? history.past : [...history.past, history.present].slice(-LIMIT);
  return { past, present: text, future: [], group, at: now };
}

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], at: 0 };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, at: 0 };
}
