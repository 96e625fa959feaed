import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intentTimer } from '../../../app/lib/intent.ts';

describe('intentTimer: only where the pointer or focus rests acts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('acts once the delay has passed with nothing else meanwhile', () => {
    const act = vi.fn();
    intentTimer(80).after(act);
    vi.advanceTimersByTime(79);
    expect(act).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('a pointer crossing items acts for none but the one it rests on', () => {
    const asked: string[] = [];
    const intent = intentTimer(80);
    for (const item of ['专业管理', '师资管理', '课程管理']) {
      intent.after(() => asked.push(item));
      vi.advanceTimersByTime(30);
    }
    vi.advanceTimersByTime(80);
    expect(asked).toEqual(['课程管理']);
  });

  it('leaving before the delay acts for nothing', () => {
    const act = vi.fn();
    const intent = intentTimer(80);
    intent.after(act);
    vi.advanceTimersByTime(50);
    intent.cancel();
    vi.advanceTimersByTime(500);
    expect(act).not.toHaveBeenCalled();
  });
});
