import { describe, expect, it } from 'vitest';
import { compileForm, parseFormConfig, parseListConfig, type FormConfig } from '../../engine/index.ts';

// Config parses and compiles are made once per config version (issue 32 item 3): TanStack Query
// keeps an unchanged answer the same object, so a dialog opened again is neither parsed nor
// compiled again; a new version (a new object) is.

const raw = () => ({
  component: { name: 'major', title: '专业' },
  fields: [
    { name: '专业名称', field: 'name', component: { type: 'text' }, rules: { required: true } },
    { name: '类别', field: 'category', component: { type: 'select', data_source: { data: [{ id: 1, name: '工科' }] } } },
  ],
});

describe('config parses and compiles, once per version', () => {
  it('parses a config object once; an equal new object (a new version) anew', () => {
    const config = raw();
    const first = parseFormConfig(config);
    expect(first.ok).toBe(true);
    expect(parseFormConfig(config)).toBe(first);
    const next = parseFormConfig(raw());
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
    const list = { title: '专业', api: { list: { url: '/api/major' } }, columns: [{ title: '名称', key: 'name' }] };
    expect(parseListConfig(list)).toBe(parseListConfig(list));
    // what is not an object is answered as before, each time
    expect(parseFormConfig(null).ok).toBe(false);
  });

  it('compiles a parsed config once per mode, authentication and loaded values', () => {
    const config = (parseFormConfig(raw()) as { config: FormConfig }).config;
    const add = compileForm(config, { mode: 'add' });
    expect(compileForm(config, { mode: 'add' })).toBe(add);
    expect(compileForm(config, { mode: 'edit' })).not.toBe(add);
    expect(compileForm(config, { mode: 'add', auth: true })).not.toBe(add);
    const record = { name: '机械', category: 1 };
    const edit = compileForm(config, { mode: 'edit', initialValues: record });
    expect(compileForm(config, { mode: 'edit', initialValues: record })).toBe(edit);
    // another record's values: its own schema (required_category 2 reads the category from them)
    expect(compileForm(config, { mode: 'edit', initialValues: { ...record } })).not.toBe(edit);
    expect(JSON.stringify(compileForm(config, { mode: 'edit', initialValues: { ...record } }))).toBe(JSON.stringify(edit));
  });
});
