import { describe, expect, it } from 'vitest';
import { formErrors, parseFormConfig, type FormConfig } from '../../engine/index.ts';
import { isDateText } from '../../engine/form/date-field.ts';
import { formOf } from './form-harness.ts';

const config = (): FormConfig => {
  const parsed = parseFormConfig(
    formOf(
      { name: '开始日期', field: 'start_date', rules: { required: 1 }, component: { type: 'date', size: 'S' } },
      { name: '上线时间', field: 'online_at', component: { type: 'datetime' } },
    ),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.config;
};

describe('the date and datetime field types', () => {
  it.each([
    ['2026-02-28', 'date', true],
    ['2024-02-29', 'date', true],
    ['2026-02-29', 'date', false],
    ['2026-2-1', 'date', false],
    ['2026/02/01', 'date', false],
    ['2026-02-01 08:30:00', 'date', false],
    ['2026-02-01 08:30:00', 'datetime', true],
    ['2026-02-01 24:00:00', 'datetime', false],
    ['2026-02-01 08:30', 'datetime', false],
  ] as const)('%s as a %s: %s', (text, kind, ok) => {
    expect(isDateText(text, kind)).toBe(ok);
  });

  it('gives the required message and the format message, as the server does', () => {
    expect(formErrors(config(), {})).toEqual({ start_date: '请选择开始日期' });
    expect(formErrors(config(), { start_date: '2026/09/01', online_at: '2026-09-01' })).toEqual({
      start_date: '开始日期格式不正确，应为 2026-01-31',
      online_at: '上线时间格式不正确，应为 2026-01-31 08:30:00',
    });
    expect(formErrors(config(), { start_date: '2026-09-01', online_at: '2026-09-01 08:30:00' })).toEqual({});
  });
});
