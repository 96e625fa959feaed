import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

// One save, one write (issue 26, item 1): a save's guard is set in the click handler itself, before
// any validation or re-render, and lifted when its answer is in, so that a double-click or a second
// click a few milliseconds later (before `loading` shows) sends nothing more. React only (no antd):
// the login screen's light door uses it too.

export interface SubmitOnce {
  /**
   * Runs `task` unless one is under way (then resolves undefined at once, doing nothing); call it
   * from the click or submit handler itself. What `task` throws is thrown again.
   *   onClick={() => void save.run(async () => send(await form.validateFields()))}
   */
  run<R>(task: () => Promise<R> | R): Promise<R | undefined>;
  /** A task is under way: for the button's loading state (it follows on the next render). */
  busy: boolean;
  /** A task is under way, read now: for handlers (a close question) that cannot wait for a render. */
  inFlight(): boolean;
  /** The component is still on screen; false once it went (a dialog left while its save goes on). */
  mounted(): boolean;
}

export function useSubmitOnce(): SubmitOnce {
  const flight = useRef(false);
  const live = useRef(true);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const run = useCallback(async <R>(task: () => Promise<R> | R): Promise<R | undefined> => {
    if (flight.current) return undefined;
    flight.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      flight.current = false;
      if (live.current) setBusy(false);
    }
  }, []);
  return useMemo(() => ({ run, busy, inFlight: () => flight.current, mounted: () => live.current }), [run, busy]);
}
