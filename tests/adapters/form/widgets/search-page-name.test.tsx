import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormServicesProvider, ZhProvider } from '../../../../adapters/ui/index.ts';
import { RawConfigForm } from '../../../../adapters/form/index.ts';
import { createFakeServices, SAMPLE_SCHOOLS } from '../../../../stories/fixtures/fake-services.ts';

// Issue 29 item 3: a search-page field with show_field showed the bare id ("1040") in detail and
// edit when the record's answer had no show_field text: the name comes from the answer's
// show_field, else from the field's source, asked by id.

const config = {
  component: { name: 'branch-auth', title: '机构认证' },
  fields: [
    {
      name: '所属学校',
      field: 'school_id',
      show_field: 'school_name',
      rules: { required: 1 },
      component: { type: 'search-page', data_source: { data_type: 'api', data_source: '/api/common/schools' } },
    },
  ],
};
// far past the first page of the search, so only a look-up by id can name it
const SCHOOL = SAMPLE_SCHOOLS[40]!;

function renderForm(initialValues: Record<string, unknown>, readOnly: boolean) {
  const services = createFakeServices({ latencyMs: 0 });
  const asked: Record<string, unknown>[] = [];
  const page = services.dataSource.page.bind(services.dataSource);
  services.dataSource.page = (request) => {
    asked.push({ ...request.params, name: request.name });
    return page(request);
  };
  render(
    <ZhProvider>
      <FormServicesProvider value={services}>
        <RawConfigForm config={config} readOnly={readOnly} mode={readOnly ? 'detail' : 'edit'} initialValues={initialValues} />
      </FormServicesProvider>
    </ZhProvider>,
  );
  return { asked };
}

describe('search-page with show_field', () => {
  it('detail: the answer\'s show_field text, asking nothing by id', async () => {
    const { asked } = renderForm({ school_id: SCHOOL.id, school_name: '答复里的校名' }, true);
    expect(await screen.findByText('答复里的校名')).toBeTruthy();
    expect(asked.filter((query) => 'id' in query)).toEqual([]);
  });

  it('detail: without the show_field text, the name from the source by id, never the id', async () => {
    const { asked } = renderForm({ school_id: SCHOOL.id }, true);
    expect(await screen.findByText(SCHOOL.name)).toBeTruthy();
    expect(screen.queryByText(String(SCHOOL.id))).toBeNull();
    expect(asked).toContainEqual(expect.objectContaining({ id: SCHOOL.id }));
  });

  it('edit: the chosen school by name, from the source by id when the answer has no text', async () => {
    renderForm({ school_id: SCHOOL.id }, false);
    await waitFor(() => expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe(SCHOOL.name));
  });

  it('edit: choosing another school names it, and the show_field text follows the choice', async () => {
    const onSubmit = vi.fn();
    const services = createFakeServices({ latencyMs: 0 });
    const user = userEvent.setup();
    render(
      <ZhProvider>
        <FormServicesProvider value={services}>
          <RawConfigForm config={config} mode="edit" initialValues={{ school_id: SCHOOL.id, school_name: SCHOOL.name }} onSubmit={onSubmit} />
        </FormServicesProvider>
      </ZhProvider>,
    );
    await user.click(screen.getByRole('combobox', { name: '所属学校' }));
    await user.click(await screen.findByTitle('清华大学'));
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ school_id: 1001, school_name: '清华大学' })));
  });

  it('a source that cannot name the id: the id, rather than a wrong name', async () => {
    renderForm({ school_id: 99999 }, true);
    expect(await screen.findByText('99999')).toBeTruthy();
  });
});
