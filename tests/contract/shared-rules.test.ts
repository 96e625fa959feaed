import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldKeys, parseFormConfig, type RawFormConfig } from '../../engine/index.ts';
import { fieldAt, mountForm, settle } from '../engine/form-harness.ts';
import { serverForFile, tempFolder } from '../server/pages/harness.ts';

// One rule set (engine/form/validate.ts): the same config and values go through the generated
// Formily form (as <ConfigForm> validates before a submit) and through the reference server's
// add call over HTTP; both must name the same fields with the same messages.

const categories = { data: [{ id: 985, name: '985院校' }, { id: 3, name: '职业院校' }] };
const FIELDS = [
  { name: '类别', field: 'category_id', component: { type: 'select', multiple: 0, data_source: categories } },
  { name: '多类别', field: 'categories', component: { type: 'select', multiple: 1, data_source: categories } },
  { name: '学校简称', other_name: '院校简称', field: 'short_name', rules: { required: 1, max: 10 }, component: { type: 'text' } },
  { name: '学费', field: 'price', rules: { max: 12 }, component: { type: 'numeric' } },
  { name: '学校简介', field: 'intro', rules: { max: 20 }, component: { type: 'textarea' } },
  { name: '校徽', field: 'badge', component: { type: 'image', required_type: 2, required_category: 1 } },
  { name: '原类别材料', field: 'approval', component: { type: 'file', required_type: 2, required_category: 2 } },
  { name: '办学许可', field: 'license', rules: { required: 1 }, show_if: { name: 'has_license', value: true }, component: { type: 'file' } },
  { name: '是否有许可', field: 'has_license', component: { type: 'radio', data_source: { data: [{ id: 1, name: '是' }, { id: 0, name: '否' }] } } },
  { name: '双一流证明', field: 'proof', rules: { required: 1 }, component: { type: 'image', must_value: [985] } },
  { name: '资质图片', field: 'pictures', rules: { required: 1, max: 12 }, component: { type: 'image-arr', min: 2 } },
  { name: '特色', field: 'tags', rules: { max: 2 }, component: { type: 'tag', data_source: { data: [] } } },
  { name: '地址', field: [{ name: 'longitude', value: 'info|longitude' }, { name: 'latitude', value: 'info|latitude' }, { name: 'address', value: 'info|address' }], rules: { required: 1 }, component: { type: 'address-coordinate' } },
  { name: '备注', field: 'note', rules: { required: 1, nullable: 1 }, component: { type: 'text' } },
  { name: '联系电话', field: 'phone', rules: { required: 1, message: '请填写联系电话' }, component: { type: 'text' } },
  { name: '关注链接', field: 'link', mark: '以 https:// 开头的关注页面地址', rules: { format: 'https_url' }, component: { type: 'text' } },
];

const FILLED = {
  short_name: '阳光', price: '12.5', pictures: ['a.png', 'b.png'], phone: '0311-1', info: { longitude: '116.1', latitude: '39.9', address: '北京' },
};

/** Each case: a name, the values loaded (required_category 2 reads them) and the values submitted. */
const CASES: { name: string; loaded?: Record<string, unknown>; values: Record<string, unknown> }[] = [
  { name: 'an empty form', values: {} },
  { name: 'everything filled', values: FILLED },
  { name: 'two spaces as a required text', values: { ...FILLED, short_name: '  ' } },
  { name: 'text over max', values: { ...FILLED, short_name: '一二三四五六七八九十一' } },
  { name: 'textarea over max', values: { ...FILLED, intro: '字'.repeat(21) } },
  { name: 'numeric with letters', values: { ...FILLED, price: '12元' } },
  { name: 'numeric 1.2.3', values: { ...FILLED, price: '1.2.3' } },
  { name: 'numeric .5', values: { ...FILLED, price: '.5' } },
  { name: 'category 985: other label, badge required, proof shown', values: { ...FILLED, category_id: 985, short_name: '' } },
  { name: 'category 3: badge not required, proof hidden', values: { ...FILLED, category_id: 3 } },
  { name: 'a multiple category holding 985', values: { ...FILLED, category_id: [3, 985] } },
  { name: 'category "985" as a string', values: { ...FILLED, category_id: '985' } },
  { name: 'required_category 2: loaded 985, now 3', loaded: { category_id: 985 }, values: { ...FILLED, category_id: 3 } },
  { name: 'required_category 2: loaded 3, now 985', loaded: { category_id: 3 }, values: { ...FILLED, category_id: 985, badge: 'b.png', proof: 'p.png' } },
  { name: 'show_if true: shown by 1', values: { ...FILLED, has_license: 1 } },
  { name: 'show_if true: shown by "1"', values: { ...FILLED, has_license: '1' } },
  { name: 'show_if true: hidden by 0', values: { ...FILLED, has_license: 0 } },
  { name: 'one picture of at least two', values: { ...FILLED, pictures: ['a.png'] } },
  { name: 'ten pictures (max capped at 9)', values: { ...FILLED, pictures: Array.from({ length: 10 }, (_, i) => `${i}.png`) } },
  { name: 'nine pictures', values: { ...FILLED, pictures: Array.from({ length: 9 }, (_, i) => `${i}.png`) } },
  { name: 'three tags of at most two', values: { ...FILLED, tags: ['a', 'b', 'c'] } },
  { name: 'a coordinate without latitude', values: { ...FILLED, info: { longitude: '116.1', address: '北京' } } },
  { name: 'an address without coordinates', values: { ...FILLED, info: { address: '北京' } } },
  { name: 'nullable required left empty', values: { ...FILLED, note: '' } },
  { name: 'a required message of its own', values: { ...FILLED, phone: ' ' } },
  { name: 'the proof under 985 given', values: { ...FILLED, category_id: 985, badge: 'b.png', proof: 'p.png' } },
  { name: 'the proof under 985 missing', values: { ...FILLED, category_id: 985, badge: 'b.png' } },
  { name: 'a link that is not https', values: { ...FILLED, link: 'http://mp.weixin.qq.com/' } },
  { name: 'a javascript: link', values: { ...FILLED, link: 'javascript:alert(1)' } },
  { name: 'an https link', values: { ...FILLED, link: 'https://mp.weixin.qq.com/s/abc' } },
];

const RAW = { component: { name: 'rules', title: '规则' }, fields: FIELDS } as unknown as RawFormConfig;
const parsed = parseFormConfig(RAW);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const config = parsed.config;

/** What the generated form says: validate every field, keep the visible ones' messages. */
async function browserErrors(loaded: Record<string, unknown>, values: Record<string, unknown>): Promise<Record<string, string>> {
  const form = mountForm(RAW, loaded);
  form.setValues(structuredClone(values), 'overwrite');
  await settle();
  await form.validate().catch(() => undefined);
  const errors: Record<string, string> = {};
  for (const field of config.fields) {
    const key = fieldKeys(field)[0] ?? '';
    const path = field.component.type === 'address-coordinate' ? 'info.address' : key;
    const target = fieldAt(form, path);
    if (target.visible && target.selfErrors[0]) errors[key] = target.selfErrors[0];
  }
  return errors;
}

const extra = tempFolder('edu-rules-schemas-');
afterAll(() => fs.rmSync(extra, { recursive: true, force: true }));
const write = (name: string, value: unknown) => {
  fs.mkdirSync(path.dirname(path.join(extra, name)), { recursive: true });
  fs.writeFileSync(path.join(extra, name), JSON.stringify(value));
};
write('menus/school.rules.json', [{ id: 960, name: '规则', key: 'rules-page', route_key: 'rules-page', component: 'list' }]);
write('pages/rules-page.json', {
  list: { title: '规则', api: { list: { url: '/api/organization/rule-records' }, add: { url: '/api/organization/rule-records' }, detail: { url: '/api/organization/rule-records/{id}' }, update: { url: '/api/organization/rule-records/{id}', method: 'patch' } }, columns: [{ title: '简称', field: 'short_name' }], toolbar: ['add'], row_actions: [{ action: 'edit' }] },
  form: RAW,
});

describe('one rule set: the generated form and the reference server agree', () => {
  const server = serverForFile({ schemasDir: () => extra });

  it.each(CASES)('$name', async ({ loaded = {}, values }) => {
    const browser = await browserErrors(loaded, values);
    // the loaded values are a stored record: edit it, so the server reads them as the original
    let answer;
    if (Object.keys(loaded).length) {
      const created = await server().json('demo-school', '/api/organization/rule-records', { method: 'POST', json: { ...FILLED, ...loaded, badge: 'b.png', proof: 'p.png' } });
      expect(created.body.message).toBe('操作成功');
      answer = await server().json('demo-school', `/api/organization/rule-records/${created.body.data.id}`, { method: 'PATCH', json: values });
    } else {
      answer = await server().json('demo-school', '/api/organization/rule-records', { method: 'POST', json: values });
    }
    const serverSays = Object.fromEntries(Object.entries(answer.body.errors ?? {}).map(([key, messages]) => [key, (messages as string[])[0]]));
    expect(serverSays).toEqual(browser);
    expect(answer.status).toBe(Object.keys(browser).length ? 422 : 200);
  });
});
