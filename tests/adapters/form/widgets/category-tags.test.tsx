import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormServicesProvider, ZhProvider } from '../../../../adapters/ui/index.ts';
import { RawConfigForm } from '../../../../adapters/form/index.ts';
import { createFakeServices } from '../../../../stories/fixtures/fake-services.ts';

// category-org-tag by keyboard (issue 30 item 1): a labelled group of toggle buttons, one tab
// stop, arrows to move, Space or Enter to toggle, and the pressed state a screen reader reads.

const config = {
  component: { name: 'org', title: '机构' },
  fields: [
    { name: '机构名称', field: 'name', component: { type: 'text' } },
    {
      name: '机构类别',
      field: 'org_categories',
      rules: { required: 1 },
      component: { type: 'category-org-tag', data_source: { data: [{ id: 985, name: '985院校' }, { id: 211, name: '211院校' }, { id: 3, name: '职业院校' }] } },
    },
    { name: '备注', field: 'remark', component: { type: 'text' } },
  ],
};

function renderForm() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <ZhProvider>
      <FormServicesProvider value={createFakeServices({ latencyMs: 0, uploadMs: 0 })}>
        <RawConfigForm config={config} onSubmit={onSubmit} submitText="提交" />
      </FormServicesProvider>
    </ZhProvider>,
  );
  return { user, onSubmit };
}

describe('category-org-tag by keyboard', () => {
  it('is a group named by its label, of toggle buttons with one tab stop', async () => {
    const { user } = renderForm();
    const group = await screen.findByRole('group', { name: '机构类别' });
    const tags = screen.getAllByRole('button', { pressed: false }).filter((button) => group.contains(button));
    expect(tags.map((tag) => tag.textContent)).toEqual(['985院校', '211院校', '职业院校']);
    await user.click(screen.getByPlaceholderText('请输入机构名称'));
    await user.tab();
    expect(document.activeElement).toBe(tags[0]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByPlaceholderText('请输入备注'));
  });

  it('moves with the arrow keys, toggles with Space and Enter, and submits what was chosen', async () => {
    const { user, onSubmit } = renderForm();
    const group = await screen.findByRole('group', { name: '机构类别' });
    await user.click(screen.getByPlaceholderText('请输入机构名称'));
    await user.type(screen.getByPlaceholderText('请输入机构名称'), '北方学院');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('211院校');
    await user.keyboard(' ');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('职业院校');
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('985院校');
    const pressed = screen.getAllByRole('button', { pressed: true }).filter((button) => group.contains(button));
    expect(pressed.map((tag) => tag.textContent)).toEqual(['211院校', '职业院校']);
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByRole('button', { name: '职业院校' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: '北方学院', org_categories: [211] });
  });

  it('enters the group at the chosen tag when one is chosen', async () => {
    const { user } = renderForm();
    const group = await screen.findByRole('group', { name: '机构类别' });
    await user.click(screen.getByRole('button', { name: '职业院校' }));
    await user.click(screen.getByPlaceholderText('请输入备注'));
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('职业院校');
    expect(group.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });
});
