import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServices, renderForm } from './harness.tsx';

const form = (...fields: object[]) => ({ component: { name: 'school', title: '学校信息' }, fields });
const yesNo = { data: [{ id: 1, name: '是' }, { id: 0, name: '否' }] };

/** The form item whose label is `label`. */
function item(label: string): HTMLElement {
  const node = screen.getByText(label, { selector: 'label, label *' }).closest('.ant-formily-item');
  if (!node) throw new Error(`no item ${label}`);
  return node as HTMLElement;
}

describe('<ConfigForm>: filling and submitting through the UI', () => {
  it('shows the required messages verbatim, then submits nested values from pipe paths', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({
      config: form(
        { name: '学校名称', field: 'name', rules: { required: 1 }, component: { type: 'text' } },
        { name: '学费', field: 'info|price', rules: { required: 1 }, component: { type: 'numeric', size: 'S' } },
        { name: '是否总部', field: 'is_head', rules: { required: 1 }, component: { type: 'radio', data_source: yesNo } },
      ),
      initialValues: { id: 5, info: { longitude: '116.4' } },
    });
    await user.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByText('请输入学校名称');
    expect(screen.getByText('请输入学费')).toBeTruthy();
    expect(screen.getByText('请选择是否总部')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(item('学校名称')).getByRole('textbox'), '阳光示范学校');
    await user.type(within(item('学费')).getByRole('textbox'), '12a8.5元');
    await user.click(screen.getByRole('radio', { name: '是' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ id: 5, name: '阳光示范学校', is_head: 1, info: { longitude: '116.4', price: '128.5' } });
  });

  it('validates on blur with the message shown once', async () => {
    const user = userEvent.setup();
    renderForm({ config: form({ name: '联系人', field: 'contact', rules: { required: '1' }, component: { type: 'text' } }) });
    await user.click(within(item('联系人')).getByRole('textbox'));
    await user.tab();
    await waitFor(() => expect(screen.getAllByText('请输入联系人')).toHaveLength(1));
    await user.type(within(item('联系人')).getByRole('textbox'), '张老师');
    await waitFor(() => expect(screen.queryByText('请输入联系人')).toBeNull());
  });

  it('shows and hides a field by show_if as the user chooses', async () => {
    const user = userEvent.setup();
    renderForm({
      config: form(
        { name: '是否总部', field: 'is_head', component: { type: 'radio', data_source: yesNo } },
        { name: '总部名称', field: 'hq', component: { type: 'text' }, show_if: { name: 'is_head', value: '0' } },
      ),
    });
    expect(screen.queryByText('总部名称')).toBeNull();
    await user.click(screen.getByRole('radio', { name: '否' }));
    expect(await screen.findByText('总部名称')).toBeTruthy();
  });

  it('loads api options with must_query once the other field has a value', async () => {
    const services = fakeServices({ '/api/common/majors?type=1': [{ id: 11, name: '计算机应用' }] });
    renderForm(
      {
        config: form(
          { name: '类别', field: 'category_id', component: { type: 'radio', data_source: { data: [{ id: 985, name: '985 院校' }] } } },
          { name: '专业', field: 'major_id', component: { type: 'select', data_source: { data_type: 'api', data_source: '/api/common/majors?type=1', must_query: ['category_id'] } } },
        ),
        initialValues: { category_id: 985, major_id: '11' },
      },
      services,
    );
    await waitFor(() => expect(services.asked).toEqual([{ url: '/api/common/majors?type=1', params: { category_id: 985 } }]));
    expect(await screen.findByText('计算机应用')).toBeTruthy();
  });

  it('renders read-only values as text, with option names and show_field', async () => {
    renderForm({
      readOnly: true,
      config: form(
        { name: '学校名称', field: 'name', component: { type: 'text' } },
        { name: '是否总部', field: 'is_head', component: { type: 'radio', data_source: yesNo } },
        { name: '所属学校', field: 'school_id', show_field: 'school_name', component: { type: 'search-page', data_source: { data_type: 'api', data_source: '/api/common/schools' } } },
      ),
      initialValues: { name: '阳光', is_head: '1', school_id: 3, school_name: '阳光总校' },
    });
    expect(await screen.findByText('阳光')).toBeTruthy();
    expect(screen.getByText('是')).toBeTruthy();
    expect(screen.getByText('阳光总校')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('lists every config error with its path and still renders the valid fields', () => {
    renderForm({
      config: form(
        { name: '颜色', field: 'colour', component: { type: 'colour' } },
        { name: '学校名称', field: 'name', component: { type: 'text' } },
      ),
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('fields[0]（颜色）.component.type');
    expect(alert.textContent).toContain('未知的字段类型 "colour"');
    expect(screen.getByText('学校名称')).toBeTruthy();
  });

  it('shows a server label that looks like an expression as text, without evaluating it', () => {
    const evaluated: unknown[] = [];
    (globalThis as Record<string, unknown>).__probe = (x: unknown) => evaluated.push(x);
    renderForm({ config: form({ name: '{{__probe(1)}}', field: 'x', component: { type: 'text' } }) });
    expect(screen.getByText('{{__probe(1)}}')).toBeTruthy();
    expect(evaluated).toEqual([]);
  });
});
