import { describe, expect, it } from 'vitest';
import { parseFormConfig } from '../../engine/index.ts';
import { normaliseField, ORGANISATION_CATEGORIES_SOURCE } from '../../engine/config/legacy.ts';
import { formOf } from './form-harness.ts';

const parseOne = (component: object) => {
  const result = parseFormConfig(formOf({ name: '选项', field: 'x', component }, { name: 'K', field: 'k', component: { type: 'text' } }));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.config.fields[0]?.component.data_source;
};

describe('legacy spellings of the select config, normalised at the edge', () => {
  it.each([
    ['options inside data_source', { type: 'select', data_source: { data_type: 'api', data_source: '/api/a', must_query: 'k' } }],
    ['options on component', { type: 'select', data_type: 'api', data_source: '/api/a', must_query: 'k' }],
    ['data_source as the URL, the rest on component', { type: 'select', data_source: '/api/a', must_query: ['k'] }],
  ])('%s', (_, component) => {
    expect(parseOne(component)).toMatchObject({ data_type: 'api', data_source: '/api/a', must_query: ['k'] });
  });

  it.each([
    ['{data: […]}', { type: 'radio', data_source: { data: [{ id: 1, name: '是' }] } }],
    ['data on component', { type: 'radio', data: [{ id: 1, name: '是' }] }],
    ['a bare list', { type: 'radio', data_source: [{ id: 1, name: '是' }] }],
  ])('a fixed list given as %s', (_, component) => {
    expect(parseOne(component)).toMatchObject({ data_type: 'normal', data: [{ id: 1, name: '是' }] });
  });

  it('a category-org-tag with no source takes the organisation categories; one with a source keeps it', () => {
    expect(parseOne({ type: 'category-org-tag' })).toMatchObject(ORGANISATION_CATEGORIES_SOURCE);
    expect(parseOne({ type: 'category-org-tag', data_source: '/api/common/majors?type=1' })).toMatchObject({ data_source: '/api/common/majors?type=1' });
  });

  it('a select with no source at all is still an error, at component.data_source', () => {
    const result = parseFormConfig(formOf({ name: '选项', field: 'x', component: { type: 'select' } }));
    expect(result.errors.map((e) => e.path)).toEqual(['fields[0]（选项）.component.data_source']);
  });

  it('leaves what it cannot read for the parser to report', () => {
    expect(normaliseField('x')).toBe('x');
    const bad = { name: 'a', field: 'a', component: { type: 'select', data_source: 5 } };
    expect(normaliseField(bad)).toBe(bad);
    expect(parseFormConfig(formOf(bad)).errors[0]?.path).toBe('fields[0]（a）.component.data_source');
  });
});
