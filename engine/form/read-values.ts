import { fieldKeys } from '../config/parse.ts';
import type { FormConfig } from '../config/form-config.ts';
import { getByPipePath, setByPipePath } from '../paths.ts';
import { FIELD_REGISTRY, type FieldRegistry } from './field-types/index.ts';

// A record's values as its form keeps them (issue 25): a backend may answer a record in its own
// spelling (PHP: numbers as text and text as numbers, times as seconds, flags as 0/1, lists keyed
// by index), and the form must show, and send back, what the config and the spec say: a chosen
// option as the config's own id (1, not "1"), longitude and latitude as text, a time as the
// widget's text. Each value is read by its field type's `read` (engine/form/field-types/, with
// engine/form/value-readers.ts); keys of no field stay as sent.

/**
 * `values` (a record from the server) with each field's value read as its form keeps it:
 * readFormValues(config, { level: '2', info: { longitude: 116.48 }, created_at: 1795593600 })
 * -> { level: 2 (the option's id), info: { longitude: '116.48' }, created_at: 1795593600 (no field: as sent) }.
 */
export function readFormValues(config: Pick<FormConfig, 'fields'>, values: Record<string, unknown>, registry: FieldRegistry = FIELD_REGISTRY): Record<string, unknown> {
  let out = values;
  for (const field of config.fields) {
    const { read } = registry[field.component.type];
    for (const key of fieldKeys(field)) {
      const value = getByPipePath(values, key);
      if (value === undefined || value === null) continue;
      const kept = read(value, field);
      if (kept !== value) out = setByPipePath(out, key, kept);
    }
  }
  return out;
}
