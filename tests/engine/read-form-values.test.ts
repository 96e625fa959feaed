import { describe, expect, it } from 'vitest';
import { parseFormConfig, readFormValues, type FormConfig } from '../../engine/index.ts';

// Issue 25: a record answered in a PHP backend's spelling is read as its form keeps it, so the
// form shows the right option and sends back what the config and the spec say.

const config = parseFormConfig({
  component: { name: 'major', title: '专业' },
  fields: [
    { name: '名称', field: 'name', rules: { required: 1 }, component: { type: 'text' } },
    { name: '学费', field: 'tuition', rules: {}, component: { type: 'numeric' } },
    { name: '层次', field: 'level', rules: {}, component: { type: 'select', data_source: { data: [{ id: 1, name: '高起专' }, { id: 2, name: '专升本' }] } } },
    { name: '是否总部', field: 'is_head', rules: {}, component: { type: 'radio', data_source: { data: [{ id: 1, name: '是' }, { id: 0, name: '否' }] } } },
    { name: '类别', field: 'cats', rules: {}, component: { type: 'category-org-tag', data_source: { data: [{ id: 985, name: '985' }, { id: 211, name: '211' }] } } },
    { name: '地区', field: 'area_ids', rules: {}, component: { type: 'select', data_source: { data_type: 'api', data_source: '/api/common/areas' } } },
    { name: '图片', field: 'images', rules: {}, component: { type: 'image-arr' } },
    { name: '开始', field: 'start_at', rules: {}, component: { type: 'datetime' } },
    {
      name: '地址',
      field: [
        { name: 'longitude', value: 'info|longitude' },
        { name: 'latitude', value: 'info|latitude' },
        { name: 'address', value: 'info|address' },
      ],
      rules: {},
      component: { type: 'address-coordinate' },
    },
  ],
});
const form = (config.ok ? config.config : undefined) as FormConfig;

describe('readFormValues', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['text from a number keeps its digits', { name: 13800138003 }, { name: '13800138003' }],
    ['a numeric value as sent: each backend gets its own spelling back', { tuition: 4200 }, { tuition: 4200 }],
    ['numeric text as sent', { tuition: '4200' }, { tuition: '4200' }],
    ['a select value as the config option\'s id', { level: '2' }, { level: 2 }],
    ['a radio flag as the option\'s id: true -> 1, "0" -> 0', { is_head: true }, { is_head: 1 }],
    ['"0" -> 0', { is_head: '0' }, { is_head: 0 }],
    ['a multiple choice keyed by index', { cats: { '1': '211', '0': 985 } }, { cats: [985, 211] }],
    ['an api-sourced select: as sent', { area_ids: ['110000', 110100] }, { area_ids: ['110000', 110100] }],
    ['an image list keyed by index', { images: { '0': 'a.png', '1': 'b.png' } }, { images: ['a.png', 'b.png'] }],
    ['a time in seconds as the widget\'s text (China time)', { start_at: 1795593600 }, { start_at: '2026-11-25 16:00:00' }],
    ['longitude and latitude as text (spec section 3)', { info: { longitude: 116.481488, latitude: 39.990464, address: '北京' } }, { info: { longitude: '116.481488', latitude: '39.990464', address: '北京' } }],
    ['an unknown option and keys of no field: as sent', { level: 7, created_at: 1795593600, extra: { a: 1 } }, { level: 7, created_at: 1795593600, extra: { a: 1 } }],
  ])('%s', (_, values, expected) => {
    expect(readFormValues(form, values)).toEqual(expected);
  });

  it('leaves the record it was given as it was', () => {
    const record = { level: '2', info: { longitude: 116.4 } };
    readFormValues(form, record);
    expect(record).toEqual({ level: '2', info: { longitude: 116.4 } });
  });
});
