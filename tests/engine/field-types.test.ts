import { describe, expect, it } from 'vitest';
import { compileForm, FIELD_REGISTRY, formErrors, parseFormConfig, type FieldRegistry } from '../../engine/index.ts';
import { defineFieldRegistry, FIELD_TYPES, fieldComponent, NEEDS_DATA_SOURCE } from '../../engine/form/field-types/index.ts';
import { formOf } from './form-harness.ts';

// A field type is one file (engine/form/field-types/<type>.ts) and one line of the registry:
// everything else that lists or reads types comes from the registry. The compiler proves most of
// it (an entry under another type's name, a widget name without its component in
// adapters/form/widgets); this checks what is assembled at run time.

describe('the field-type registry', () => {
  it("is the union the form-config is read with: one member per entry, in the registry's order, each under its own type", () => {
    const members = fieldComponent.options.map((member) => (member.shape.type as { value: string }).value);
    expect(members).toEqual([...FIELD_TYPES]);
    expect(Object.keys(FIELD_REGISTRY)).toEqual([...FIELD_TYPES]);
    for (const type of FIELD_TYPES) expect(fieldComponent.options).toContain(FIELD_REGISTRY[type].component);
  });

  it('does not compile an entry under another type\'s name', () => {
    // @ts-expect-error the point of the test: the compiler refuses text's entry filed under numeric
    expect(Object.keys(defineFieldRegistry({ numeric: FIELD_REGISTRY.text }))).toEqual(['numeric']);
  });

  it.each([...FIELD_TYPES])('%s: a field without data_source is refused exactly when its entry says needsSource', (type) => {
    const field = FIELD_REGISTRY[type].mapping ? [{ name: 'longitude', value: 'lng' }, { name: 'latitude', value: 'lat' }] : 'x';
    const parsed = parseFormConfig(formOf({ name: '字段', field, component: { type } } as never));
    const refused = parsed.errors.some((error) => error.path === 'fields[0]（字段）.component.data_source');
    expect(refused).toBe(NEEDS_DATA_SOURCE.includes(type));
    expect(refused).toBe(Boolean(FIELD_REGISTRY[type].needsSource));
  });

  it.each([...FIELD_TYPES])('%s: its `field` is a list of keys exactly when its entry says mapping', (type) => {
    const parsed = parseFormConfig(formOf({ name: '字段', field: 'x', component: { type, data_source: { data_type: 'api', data_source: '/api/x' } } } as never));
    expect(parsed.errors.some((error) => error.path === 'fields[0]（字段）.field')).toBe(Boolean(FIELD_REGISTRY[type].mapping));
  });
});

describe('a registry as a value', () => {
  const config = parseFormConfig(formOf({ name: '名称', field: 'name', rules: { required: 1 }, component: { type: 'text' } }));
  if (!config.ok) throw new Error(JSON.stringify(config.errors));
  const shouting: FieldRegistry = { ...FIELD_REGISTRY, text: { ...FIELD_REGISTRY.text, widget: 'TextArea', requiredMessage: (label) => `${label}必须填写！` } };

  it('compileForm takes its widgets and rules from the registry it is given', () => {
    const field = compileForm(config.config, {}, shouting).properties.grid.properties.name;
    expect(field?.['x-component']).toBe('TextArea');
    expect(compileForm(config.config).properties.grid.properties.name?.['x-component']).toBe('TextInput');
  });

  it('formErrors too', () => {
    expect(formErrors(config.config, {}, {}, shouting)).toEqual({ name: '名称必须填写！' });
    expect(formErrors(config.config, {})).toEqual({ name: '请输入名称' });
  });
});
