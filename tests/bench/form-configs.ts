import { FIELD_REGISTRY, type RawFormConfig } from '../../engine/index.ts';
import { FIELD_TYPES } from '../../engine/form/field-types/index.ts';

type RawField = RawFormConfig['fields'][number];

/**
 * A form-config of `count` fields cycling through every field type; `dependents` of them show
 * only while the first field, `trigger`, is "1" (show_if), as in the bench of issue 3.
 */
export function benchConfig(count: number, dependents = 0, types: readonly string[] = FIELD_TYPES): RawFormConfig {
  const fields: RawField[] = [{ name: '触发字段', field: 'trigger', component: { type: 'text' } }];
  for (let i = 1; i < count; i++) {
    const type = types[i % types.length] as (typeof FIELD_TYPES)[number];
    const { example } = FIELD_REGISTRY[type];
    const key = typeof example.key === 'string' ? `f${i}` : example.key.map((entry) => ({ ...entry, value: `f${i}|${entry.name}` }));
    fields.push({
      ...example.config,
      name: `${example.label}${i}`,
      field: key,
      ...(i <= dependents ? { show_if: { name: 'trigger', value: '1' } } : {}),
    } as RawField);
  }
  return { component: { name: 'bench', title: '性能测试表单' }, fields };
}
