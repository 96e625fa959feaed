/**
 * Work that waits for a user's intent: `after(act)` runs `act` once `delay` ms have passed with no
 * other `after` or `cancel` meanwhile. A pointer crossing a menu, or arrow keys going down it,
 * start and cancel it item by item, and only the item they rest on acts.
 *
 * const intent = intentTimer(80); intent.after(() => prefetch('a')); intent.after(() => prefetch('b'))
 *   -> 80 ms later, prefetch('b') only
 */
export function intentTimer(delay: number): { after(act: () => void): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  return {
    after(act) {
      cancel();
      timer = setTimeout(act, delay);
    },
    cancel,
  };
}
