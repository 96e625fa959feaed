import { useCallback, useEffect, useState } from 'react';

// The mobile-code button's countdown (spec section 4: after a successful send the button is
// disabled for 60 s, labelled Ns后重新获取, then resets). Shared by the edit-phone dialog and
// the personal centre.

/** Seconds the send button stays disabled after a code was sent (spec section 9). */
export const MOBILE_CODE_COUNTDOWN_S = 60;

/** The send button's label: countdownLabel(42) -> '42s后重新获取'; countdownLabel(0) -> '获取验证码'. */
export function countdownLabel(remaining: number, idle = '获取验证码'): string {
  return remaining > 0 ? `${remaining}s后重新获取` : idle;
}

const secondsUntil = (endsAt: number | null): number => (endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));

/**
 * A countdown of whole seconds: `start()` sets it to `seconds` and it runs down to 0 on the
 * wall clock (a throttled background tab still ends on time). `running` while above 0; `endsAt`
 * (ms) can be kept and given back as `resumeAt` to a new mount, which goes on counting.
 * const { remaining, running, start } = useCountdown(60)
 */
export function useCountdown(seconds = MOBILE_CODE_COUNTDOWN_S, resumeAt: number | null = null) {
  const [endsAt, setEndsAt] = useState<number | null>(() => (secondsUntil(resumeAt) > 0 ? resumeAt : null));
  const [remaining, setRemaining] = useState(() => secondsUntil(endsAt));

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = secondsUntil(endsAt);
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, [seconds]);

  const reset = useCallback(() => {
    setEndsAt(null);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, endsAt, start, reset };
}
