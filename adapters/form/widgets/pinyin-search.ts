import { useCallback, useEffect, useState } from 'react';

// Searching option names by characters and by pinyin (issue 59 item 1): staff type hd or haidian
// for 海淀区 as often as 海淀. pinyin-pro (some 330 kB with its dictionary) is imported by the
// widgets that search, once one is shown and the page is idle, never with the login page or the
// shell. Each name's reading is worked out once per page and kept.

/** A name's pinyin without tones: its syllables' first letters and the syllables run together. */
export interface Reading {
  initials: string;
  full: string;
}
export type ReadName = (name: string) => Reading;

let loading: Promise<ReadName> | undefined;
let loaded: ReadName | undefined;

/** pinyin-pro, imported on first use (a failed import is tried again on the next call). */
export function loadPinyin(): Promise<ReadName> {
  loading ??= import('pinyin-pro').then(
    ({ pinyin }): ReadName =>
      (loaded = (name) => {
        // 'array': one entry a character, its reading chosen by the words around it (六安 lu an, 重庆 chong qing)
        const syllables = pinyin(name, { toneType: 'none', type: 'array' }).map((syllable) => syllable.toLowerCase());
        return { initials: syllables.map((syllable) => syllable.charAt(0)).join(''), full: syllables.join('') };
      }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const readings = new Map<string, Reading>();

function readingOf(name: string, read: ReadName): Reading {
  let reading = readings.get(name);
  if (!reading) readings.set(name, (reading = read(name)));
  return reading;
}

/** Letters only (spaces and apostrophes dropped, "hai'dian"): what is matched against the readings. */
const LETTERS = /^[a-z]+$/;

/**
 * Whether `typed` finds `name`: its characters anywhere in the name, or, once pinyin is loaded
 * (`read`), letters anywhere in its initials or its whole reading.
 * nameMatches('海淀区', '海淀') -> true; nameMatches('海淀区', 'hd', read) -> true;
 * nameMatches('海淀区', 'haidian', read) -> true; nameMatches('海淀区', 'hd') -> false (not loaded)
 */
export function nameMatches(name: string, typed: string, read?: ReadName): boolean {
  const text = typed.trim().toLowerCase();
  if (text === '' || name.toLowerCase().includes(text)) return true;
  const letters = text.replace(/[\s']+/g, '');
  if (!read || !LETTERS.test(letters)) return false;
  const reading = readingOf(name, read);
  return reading.initials.includes(letters) || reading.full.includes(letters);
}

/** Whether every name already has its reading (what a test or a bench waits for). */
export const readingsReady = (names: Iterable<string>): boolean => {
  for (const name of names) if (!readings.has(name)) return false;
  return true;
};

/** How long a warming slice waits for the page to be idle before it runs anyway. */
const WARM_WAIT_MS = 500;
/**
 * How long the import waits for the page to be idle: longer than a long form takes to draw (an
 * 800-field form, about 2.5 s), which the import and its dictionary held back when it was 500 ms
 * (issue 61 item 5). A search typed before it has loaded finds by characters.
 */
const LOAD_WAIT_MS = 5000;

const idle = (run: (deadline: { timeRemaining(): number }) => void, wait: number): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: wait });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => run({ timeRemaining: () => 8 }), 1);
  return () => clearTimeout(handle);
};

/**
 * Works out the readings of `names` in idle slices of a few milliseconds, so that the first
 * letter typed finds them ready instead of reading 3,000 names in one key (some 40 ms). Returns
 * the stop.
 */
export function warmReadings(names: readonly string[], read: ReadName): () => void {
  let next = 0;
  let cancel = () => undefined as void;
  const slice = (deadline: { timeRemaining(): number }) => {
    const until = performance.now() + Math.min(8, Math.max(2, deadline.timeRemaining()));
    while (next < names.length && performance.now() < until) readingOf(names[next++] as string, read);
    if (next < names.length) cancel = idle(slice, WARM_WAIT_MS);
  };
  cancel = idle(slice, WARM_WAIT_MS);
  return () => cancel();
}

/**
 * The name reader once pinyin-pro has loaded (undefined until then, and for good if it cannot
 * load: the search then finds by characters only). Starts the import when the page is idle.
 */
export function usePinyin(): ReadName | undefined {
  const [read, setRead] = useState<ReadName | undefined>(() => loaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const stop = idle(() => {
      loadPinyin().then(
        (reader) => live && setRead(() => reader),
        () => undefined,
      );
    }, LOAD_WAIT_MS);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return read;
}

/**
 * What a searchable select or cascader matches with: `matches(name, typed)` by characters, and by
 * pinyin once pinyin-pro has loaded (a new function then, so that a memoised filter is made
 * again), with the readings of `names` worked out while the page is idle.
 * const matches = usePinyinMatch(names); <Select filterOption={(typed, option) => matches(String(option?.label), typed)} />
 */
export function usePinyinMatch(names: readonly string[]): (name: string, typed: string) => boolean {
  const read = usePinyin();
  useEffect(() => (read && names.length > 0 ? warmReadings(names, read) : undefined), [read, names]);
  return useCallback((name: string, typed: string) => nameMatches(name, typed, read), [read]);
}

/** Every name of a tree of options, each level's after its parent's: what a searchable cascader warms. */
export function namesOf(options: readonly { name: string; children?: readonly unknown[] | undefined }[], into: string[] = []): string[] {
  for (const option of options) {
    into.push(option.name);
    if (option.children) namesOf(option.children as typeof options, into);
  }
  return into;
}
