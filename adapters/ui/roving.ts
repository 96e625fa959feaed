import { useRef, useState, type KeyboardEvent } from 'react';

// One tab stop for a set of controls (WAI-ARIA APG, roving tabindex; issue 30 item 2): Tab enters
// the set at its current control, the arrow keys, Home and End move inside it. In a grid of
// `columns`, up and down move a row; in a row of controls they wrap around like left and right.

/**
 * The index the key moves to from `at` among `count` controls, or null for another key.
 * moveTo('ArrowDown', 2, 30, 6) → 8; moveTo('ArrowRight', 4, 5) → 0; moveTo('Enter', 0, 5) → null.
 */
export function moveTo(key: string, at: number, count: number, columns = 0): number | null {
  if (count === 0) return null;
  if (columns > 0) {
    const within = (next: number) => (next >= 0 && next < count ? next : at);
    if (key === 'ArrowRight') return within(at + 1);
    if (key === 'ArrowLeft') return within(at - 1);
    if (key === 'ArrowDown') return within(at + columns);
    if (key === 'ArrowUp') return within(at - columns);
  } else {
    if (key === 'ArrowRight' || key === 'ArrowDown') return (at + 1) % count;
    if (key === 'ArrowLeft' || key === 'ArrowUp') return (at - 1 + count) % count;
  }
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export interface RovingItemProps {
  ref: (element: HTMLElement | null) => void;
  tabIndex: number;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** Roving tabindex over `count` controls; `start` is where Tab first enters (the chosen one, say). */
export function useRoving(count: number, { columns = 0, start = 0 }: { columns?: number; start?: number } = {}) {
  const [active, setActive] = useState<number | null>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const stop = Math.max(0, Math.min(active ?? start, count - 1));
  const itemProps = (index: number): RovingItemProps => ({
    ref: (element) => {
      items.current[index] = element;
    },
    tabIndex: index === stop ? 0 : -1,
    onFocus: () => setActive(index),
    onKeyDown: (event) => {
      const next = moveTo(event.key, index, count, columns);
      if (next === null) return;
      event.preventDefault();
      setActive(next);
      items.current[next]?.focus();
    },
  });
  return { itemProps };
}
