import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../engine/index.ts';

// One money format (issue 27 item 5): ¥, thousands separators, two decimals; the list's money
// column shows the bare amount (its header says what it is).

describe('formatMoney', () => {
  it('shows ¥, separators and two decimals', () => {
    expect(formatMoney(12860)).toBe('¥12,860.00');
    expect(formatMoney('36.5')).toBe('¥36.50');
    expect(formatMoney(-5)).toBe('-¥5.00');
    expect(formatMoney(0)).toBe('¥0.00');
  });

  it('shows nothing as ¥0.00 and a text that is not a number as ¥—', () => {
    expect(formatMoney(undefined)).toBe('¥0.00');
    expect(formatMoney(null)).toBe('¥0.00');
    expect(formatMoney('')).toBe('¥0.00');
    expect(formatMoney('abc')).toBe('¥—');
  });

  it('without the symbol: the bare amount, empty as empty and a text as sent', () => {
    expect(formatMoney(3200, { symbol: false })).toBe('3,200.00');
    expect(formatMoney('-12.5', { symbol: false })).toBe('-12.50');
    expect(formatMoney('', { symbol: false })).toBe('');
    expect(formatMoney(undefined, { symbol: false })).toBe('');
    expect(formatMoney('面议', { symbol: false })).toBe('面议');
  });
});
