import { sameId } from '../config/primitives.ts';
import type { AnyFormField } from './field-types/shape.ts';
import { formatServerTime } from '../server-time.ts';

// How a field type reads a value loaded from the server (engine/form/read-values.ts; each field
// type's entry, engine/form/field-types/, names its reader): a backend may answer a record in its own spelling
// (PHP: numbers as text and text as numbers, times as seconds, flags as 0/1, lists keyed by index).

type Field = AnyFormField;
/** A loaded value as the field keeps it. */
export type ValueReader = (value: unknown, field: Field) => unknown;

/** As the backend spelled it (a numeric field: 4200 or "4200", each backend gets its own back). */
export const asSent: ValueReader = (value) => value;

/** A number as its decimal text: 116.481488 -> '116.481488'. */
export const asText: ValueReader = (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

/** A list, or an object keyed by index (PHP) as its list: {"0": a, "1": b} -> [a, b]. */
export const asList = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (!keys.every((key) => /^\d+$/.test(key))) return value;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => (value as Record<string, unknown>)[key]);
};

const FLAG_IDS = new Map<unknown, string>([
  [true, '1'],
  [false, '0'],
]);

/** A value matching one of the config's own options (by sameId, a flag as 1/0) reads as that option's id. */
export const asOption: ValueReader = (value, field) => {
  const options = field.component.data_source?.data;
  if (!options) return value;
  const one = (item: unknown) => options.find((option) => sameId(option.id, FLAG_IDS.get(item) ?? item))?.id ?? item;
  const list = asList(value);
  return Array.isArray(list) ? list.map(one) : one(list);
};

export const asTime =
  (part: 'date' | 'datetime'): ValueReader =>
  (value) =>
    typeof value === 'number' || (typeof value === 'string' && /^\d{10}(\d{3})?$/.test(value.trim())) ? formatServerTime(value, part) || value : value;

export const asItems: ValueReader = (value) => asList(value);
/** file: its path, or its list of paths. */
export const asFiles: ValueReader = (value, field) => {
  const list = asList(value);
  return Array.isArray(list) ? list.map((item) => asText(item, field)) : asText(list, field);
};

