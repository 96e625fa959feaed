import { describe, expect, it } from 'vitest';
import { formErrors, parseFormConfig, type FormConfig } from '../../engine/index.ts';
import { importedDate, isDateText } from '../../engine/form/date-field.ts';
import { FIELD_REGISTRY } from '../../engine/form/field-types/index.ts';
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

describe('a spreadsheet cell as a date (the import, issue 58 item 2)', () => {
  it.each([
    ['46266', 'date', '2026-09-01'],
    ['46266.5', 'datetime', '2026-09-01 12:00:00'],
    ['46266.75', 'date', '2026-09-01'],
    ['1', 'date', '1900-01-01'],
    ['2026-09-01', 'date', '2026-09-01'],
    ['2026-09-01 08:30:00', 'date', '2026-09-01'],
    ['2026/9/7', 'date', '2026-09-07'],
    ['2026.9.7', 'datetime', '2026-09-07 00:00:00'],
    ['2026年9月7日', 'date', '2026-09-07'],
    ['2026/9/7 8:05', 'datetime', '2026-09-07 08:05:00'],
    // not a date: given back for the field's check to name
    ['0', 'date', '0'],
    ['3000000', 'date', '3000000'],
    ['2026/2/30', 'date', '2026/2/30'],
    ['明年九月', 'date', '明年九月'],
  ] as const)('%s as a %s -> %s', (text, kind, value) => {
    expect(importedDate(text, kind)).toBe(value);
  });

  it('is what the date types read a cell with; numeric reads digits however the sheet stored them', () => {
    const numeric = FIELD_REGISTRY.numeric.importable?.cell;
    expect(FIELD_REGISTRY.date.importable?.cell?.('46266')).toBe('2026-09-01');
    expect(FIELD_REGISTRY.datetime.importable?.cell?.('46266.25')).toBe('2026-09-01 06:00:00');
    expect(['4800', '４８００', '4,800', '12,345.5', '2.5', '4,80', '三千', '1e3'].map((text) => numeric?.(text))).toEqual([4800, 4800, 4800, 12345.5, 2.5, '4,80', '三千', '1e3']);
  });
});
