import { FIELD_REGISTRY, isRecord, type FieldType } from '../../engine/index.ts';

// A field as the palette adds it (issue 60 item 1): named by its type's Chinese name, under a
// key the form does not use yet, with its type's component from the registry's example (a select
// comes with options to edit, an address-coordinate with its three keys), so it works at once.

/** The palette's types, in the registry's order: each with its Chinese name and one line. */
export const PALETTE_TYPES = Object.keys(FIELD_REGISTRY) as FieldType[];

/** Every key the fields of a list already write. */
export function takenKeys(fields: unknown): Set<string> {
  const taken = new Set<string>();
  for (const field of Array.isArray(fields) ? fields : []) {
    if (!isRecord(field)) continue;
    if (typeof field.field === 'string') taken.add(field.field);
    else if (Array.isArray(field.field)) for (const entry of field.field) if (isRecord(entry) && typeof entry.value === 'string') taken.add(entry.value);
  }
  return taken;
}

/** The first of key, key_2, key_3, … that is not taken. */
export function freeKey(key: string, taken: ReadonlySet<string>): string {
  if (!taken.has(key)) return key;
  for (let n = 2; ; n++) if (!taken.has(`${key}_${n}`)) return `${key}_${n}`;
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * A new field of `type` for a form whose fields are `fields`.
 * newField('select', [{field: 'field_1', …}]) -> {name: '下拉选择', field: 'field_2', component: {type: 'select', size: 'M', data_source: {…}}}
 */
export function newField(type: FieldType, fields: unknown): Record<string, unknown> {
  const entry = FIELD_REGISTRY[type];
  const taken = takenKeys(fields);
  const component = copy(entry.example.config.component) as Record<string, unknown>;
  if (Array.isArray(entry.example.key)) {
    // a type writing several keys (address-coordinate): its example's keys, each made free
    const mapping = entry.example.key.map((part) => {
      const value = freeKey(part.value, taken);
      taken.add(value);
      return { name: part.name, value };
    });
    return { name: entry.title, field: mapping, component };
  }
  const count = Array.isArray(fields) ? fields.length : 0;
  return { name: entry.title, field: freeKey(`field_${count + 1}`, taken), component };
}

/**
 * A copy of a field for 复制: 「届别」 becomes 「届别（副本）」 under a key of its own.
 * copyNames({name: '届别', field: 'grade'}, taken) -> {name: '届别（副本）', field: 'grade_2'}
 */
export function copyNames(field: unknown, fields: unknown): { name?: string; field?: string } {
  if (!isRecord(field)) return {};
  const taken = takenKeys(fields);
  return {
    ...(typeof field.name === 'string' ? { name: `${field.name}（副本）` } : {}),
    ...(typeof field.field === 'string' ? { field: freeKey(field.field, taken) } : {}),
  };
}
