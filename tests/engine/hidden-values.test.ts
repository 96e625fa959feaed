import { describe, expect, it } from 'vitest';
import { formOf, mountForm } from './form-harness.ts';

// A field hidden by a condition does not submit its stale value (issue 14, item 7).

const config = formOf(
  { name: '是否分校', field: 'is_branch', component: { type: 'radio', data_source: { data: [{ id: 1, name: '是' }, { id: 0, name: '否' }] } } },
  { name: '分校名称', field: 'branch_name', show_if: { name: 'is_branch', value: 1 }, component: { type: 'text' } },
  { name: '简介', field: 'info|intro', component: { type: 'textarea', must_value: '985' } },
  { name: '机构类别', field: 'category_id', component: { type: 'radio', data_source: { data: [{ id: 985, name: '985 院校' }, { id: 3, name: '职业院校' }] } } },
);

describe('values of hidden fields', () => {
  it('a value typed, then hidden by its condition, is not submitted', async () => {
    const form = mountForm(config, { is_branch: 1 });
    form.setValuesIn('branch_name', '东校区');
    expect(form.values).toMatchObject({ branch_name: '东校区' });
    form.setValuesIn('is_branch', 0);
    await Promise.resolve();
    expect(form.values.branch_name).toBeUndefined();
    expect(await form.submit(async (values: Record<string, unknown>) => values)).not.toHaveProperty('branch_name');
  });

  it('a loaded value of a field hidden from the start is not submitted either', async () => {
    const form = mountForm(config, { is_branch: 0, branch_name: '旧名称', category_id: 3, info: { intro: '旧简介' } });
    const submitted = await form.submit(async (values: Record<string, unknown>) => values);
    expect(submitted).not.toHaveProperty('branch_name');
    expect(submitted).toMatchObject({ is_branch: 0 });
    expect((submitted as { info?: object }).info ?? {}).not.toHaveProperty('intro');
  });
});
