import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldKeys, parseFormConfig, type RawFormConfig } from '../../engine/index.ts';
import { fieldAt, mountForm, settle } from '../engine/form-harness.ts';
import { serverForFile, tempFolder } from '../server/pages/harness.ts';

// One rule set (engine/form/validate.ts): the same config and values go through the generated
// Formily form (as <ConfigForm> validates before a submit) and through the reference server (a
// page's add and update calls, and an authentication form's update call) over HTTP; both must
// name the message written in the table, so a rule dropped or reworded on both sides fails too.

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
  { name: '开班日期', field: 'start_date', component: { type: 'date' } },
  { name: '上线时间', field: 'online_at', rules: { required: 1 }, component: { type: 'datetime' } },
  { name: '附件', field: 'attachments', rules: { required: 1 }, component: { type: 'file', multiple: 1 } },
  { name: '关注链接', field: 'link', mark: '以 https:// 开头的关注页面地址', rules: { format: 'https_url' }, component: { type: 'text' } },
];

const FILLED = {
  short_name: '阳光',
  price: '12.5',
  pictures: ['a.png', 'b.png'],
  phone: '0311-1',
  info: { longitude: '116.1', latitude: '39.9', address: '北京' },
  online_at: '2026-09-01 08:30:00',
  attachments: ['uploads/demo/大纲.pdf'],
};

const pictures = (n: number) => Array.from({ length: n }, (_, i) => `${i}.png`);
const NEED_PICTURES = { pictures: '请选择2-9张图片' };
const START_DATE = { start_date: '开班日期格式不正确，应为 2026-01-31' };
const ONLINE_AT = { online_at: '上线时间格式不正确，应为 2026-01-31 08:30:00' };
const COORDINATE = { 'info|longitude': '请选择坐标' };

/** Each case: a name, the values loaded (required_category 2 reads them), the values submitted and the messages both must give. */
const CASES: { name: string; loaded?: Record<string, unknown>; values: Record<string, unknown>; expected: Record<string, string> }[] = [
  {
    name: 'an empty form',
    values: {},
    expected: { short_name: '请输入学校简称', ...NEED_PICTURES, ...COORDINATE, phone: '请填写联系电话', online_at: '请选择上线时间', attachments: '请上传附件' },
  },
  { name: 'everything filled', values: FILLED, expected: {} },
  { name: 'two spaces as a required text', values: { ...FILLED, short_name: '  ' }, expected: { short_name: '请输入学校简称' } },
  { name: 'text over max', values: { ...FILLED, short_name: '一二三四五六七八九十一' }, expected: { short_name: '学校简称最多10个字' } },
  { name: 'text at max', values: { ...FILLED, short_name: '一二三四五六七八九十' }, expected: {} },
  { name: 'textarea over max', values: { ...FILLED, intro: '字'.repeat(21) }, expected: { intro: '学校简介最多20个字' } },
  { name: 'numeric with letters', values: { ...FILLED, price: '12元' }, expected: { price: '学费只能输入数字和小数点' } },
  { name: 'numeric 1.2.3', values: { ...FILLED, price: '1.2.3' }, expected: { price: '学费格式不正确，请输入数字，如 12.5' } },
  { name: 'numeric .5', values: { ...FILLED, price: '.5' }, expected: {} },
  { name: 'numeric 12.', values: { ...FILLED, price: '12.' }, expected: {} },
  {
    name: 'category 985: other label, badge required, proof shown',
    values: { ...FILLED, category_id: 985, short_name: '' },
    expected: { short_name: '请输入院校简称', badge: '请选择校徽', proof: '请选择双一流证明' },
  },
  { name: 'category 3: badge not required, proof hidden', values: { ...FILLED, category_id: 3 }, expected: {} },
  { name: 'a multiple category holding 985', values: { ...FILLED, category_id: [3, 985] }, expected: { badge: '请选择校徽', proof: '请选择双一流证明' } },
  { name: 'category "985" as a string', values: { ...FILLED, category_id: '985' }, expected: { badge: '请选择校徽', proof: '请选择双一流证明' } },
  { name: 'required_category 2: loaded 985, now 3', loaded: { category_id: 985 }, values: { ...FILLED, category_id: 3 }, expected: { approval: '请上传原类别材料' } },
  { name: 'required_category 2: loaded 3, now 985', loaded: { category_id: 3 }, values: { ...FILLED, category_id: 985, badge: 'b.png', proof: 'p.png' }, expected: {} },
  { name: 'show_if true: shown by 1', values: { ...FILLED, has_license: 1 }, expected: { license: '请上传办学许可' } },
  { name: 'show_if true: shown by "1"', values: { ...FILLED, has_license: '1' }, expected: { license: '请上传办学许可' } },
  { name: 'show_if true: shown and given', values: { ...FILLED, has_license: 1, license: 'uploads/demo/许可证.pdf' }, expected: {} },
  { name: 'show_if true: hidden by 0', values: { ...FILLED, has_license: 0 }, expected: {} },
  { name: 'no pictures of at least two', values: { ...FILLED, pictures: [] }, expected: NEED_PICTURES },
  { name: 'one picture of at least two', values: { ...FILLED, pictures: pictures(1) }, expected: NEED_PICTURES },
  { name: 'ten pictures (max capped at 9)', values: { ...FILLED, pictures: pictures(10) }, expected: NEED_PICTURES },
  { name: 'twelve pictures, the configured max, still over 9', values: { ...FILLED, pictures: pictures(12) }, expected: NEED_PICTURES },
  { name: 'nine pictures', values: { ...FILLED, pictures: pictures(9) }, expected: {} },
  { name: 'three tags of at most two', values: { ...FILLED, tags: ['a', 'b', 'c'] }, expected: { tags: '最多选择2项' } },
  { name: 'a coordinate without latitude', values: { ...FILLED, info: { longitude: '116.1', address: '北京' } }, expected: COORDINATE },
  { name: 'an address without coordinates', values: { ...FILLED, info: { address: '北京' } }, expected: COORDINATE },
  { name: 'nullable required left empty', values: { ...FILLED, note: '' }, expected: {} },
  { name: 'a required message of its own', values: { ...FILLED, phone: ' ' }, expected: { phone: '请填写联系电话' } },
  { name: 'the proof under 985 given', values: { ...FILLED, category_id: 985, badge: 'b.png', proof: 'p.png' }, expected: {} },
  { name: 'the proof under 985 missing', values: { ...FILLED, category_id: 985, badge: 'b.png' }, expected: { proof: '请选择双一流证明' } },
  { name: 'date with slashes', values: { ...FILLED, start_date: '2026/9/1' }, expected: START_DATE },
  { name: 'date that does not exist', values: { ...FILLED, start_date: '2026-02-30' }, expected: START_DATE },
  { name: 'date as yyyy-MM-dd', values: { ...FILLED, start_date: '2026-02-28' }, expected: {} },
  { name: 'datetime without seconds', values: { ...FILLED, online_at: '2026-09-01 08:30' }, expected: ONLINE_AT },
  { name: 'datetime at 24:00:00', values: { ...FILLED, online_at: '2026-09-01 24:00:00' }, expected: ONLINE_AT },
  { name: 'datetime left empty', values: { ...FILLED, online_at: '' }, expected: { online_at: '请选择上线时间' } },
  { name: 'required files as an empty list', values: { ...FILLED, attachments: [] }, expected: { attachments: '请上传附件' } },
  { name: 'two files', values: { ...FILLED, attachments: ['uploads/demo/大纲.pdf', 'uploads/demo/课表.xlsx'] }, expected: {} },
  { name: 'a link that is not https', values: { ...FILLED, link: 'http://mp.weixin.qq.com/' }, expected: { link: '请输入以 https:// 开头的网址' } },
  { name: 'a javascript: link', values: { ...FILLED, link: 'javascript:alert(1)' }, expected: { link: '请输入以 https:// 开头的网址' } },
  { name: 'an https link', values: { ...FILLED, link: 'https://mp.weixin.qq.com/s/abc' }, expected: {} },
];

const RAW = { component: { name: 'rules', title: '规则' }, fields: FIELDS } as unknown as RawFormConfig;

/** What the generated form says: validate every field, keep the visible ones' messages. */
async function browserErrors(loaded: Record<string, unknown>, values: Record<string, unknown>, raw: RawFormConfig = RAW): Promise<Record<string, string>> {
  const form = mountForm(raw, loaded);
  const parsedRaw = parseFormConfig(raw);
  if (!parsedRaw.ok) throw new Error(JSON.stringify(parsedRaw.errors));
  form.setValues(structuredClone(values), 'overwrite');
  await settle();
  await form.validate().catch(() => undefined);
  const errors: Record<string, string> = {};
  for (const field of parsedRaw.config.fields) {
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

// An authentication form (spec section 4): the branch-auth page replaced by one of the same name,
// whose update call is school-auth-form/update?form=branch-auth; refused bodies only, so the
// application stays submittable from one case to the next.
const AUTH_RAW = {
  component: {
    name: 'branch-auth',
    title: '分支机构认证',
    api_url: { show: { url: '/api/organization/school-auth-form/show?form=branch-auth' }, update: { url: '/api/organization/school-auth-form/update?form=branch-auth', method: 'post' } },
    auth_status: 'status',
    auth_log: 'audit_logs',
  },
  fields: [
    { name: '机构名称', field: 'name', rules: { required: 1, max: 10 }, component: { type: 'text' } },
    { name: '成立日期', field: 'founded_on', component: { type: 'date' } },
    { name: '场地照片', field: 'site_pictures', rules: { required: 1 }, component: { type: 'image-arr' } },
    { name: '营业执照', field: 'licence', rules: { required: 1 }, component: { type: 'file', multiple: 1 } },
  ],
} as unknown as RawFormConfig;
const AUTH_FILLED = { name: '阳光学习中心', site_pictures: ['a.png'], licence: ['uploads/demo/营业执照.pdf'] };
const AUTH_CASES: { name: string; values: Record<string, unknown>; expected: Record<string, string> }[] = [
  { name: 'two spaces as the name', values: { ...AUTH_FILLED, name: '  ' }, expected: { name: '请输入机构名称' } },
  { name: 'a founding date with slashes', values: { ...AUTH_FILLED, founded_on: '2020/1/1' }, expected: { founded_on: '成立日期格式不正确，应为 2026-01-31' } },
  { name: 'ten site pictures', values: { ...AUTH_FILLED, site_pictures: pictures(10) }, expected: { site_pictures: '请选择1-9张图片' } },
  { name: 'no licence, a name over max', values: { ...AUTH_FILLED, licence: [], name: '一二三四五六七八九十一' }, expected: { name: '机构名称最多10个字', licence: '请上传营业执照' } },
];
write('pages/school-auth2.base.branchAuth.json', { form: AUTH_RAW });

describe('one rule set: the generated form and the reference server agree', () => {
  const server = serverForFile({ schemasDir: () => extra });

  it('has 35 or more cases', () => expect(CASES.length).toBeGreaterThanOrEqual(35));

  it.each(CASES)('$name', async ({ loaded = {}, values, expected }) => {
    const browser = await browserErrors(loaded, values);
    expect(browser).toEqual(expected);
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

  it.each(AUTH_CASES)('through the auth form route: $name', async ({ values, expected }) => {
    const browser = await browserErrors({}, values, AUTH_RAW);
    expect(browser).toEqual(expected);
    const answer = await server().json('demo-branch', '/api/organization/school-auth-form/update?form=branch-auth', { method: 'POST', json: values });
    expect(answer.status).toBe(422);
    const serverSays = Object.fromEntries(Object.entries(answer.body.errors ?? {}).map(([key, messages]) => [key, (messages as string[])[0]]));
    expect(serverSays).toEqual(expected);
  });
});
