import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigSelect } from '../../../../adapters/form/widgets/config-select.tsx';
import type { SelectOption } from '../../../../engine/index.ts';
import { renderField } from './harness.tsx';

// A saved choice of a select whose options come from a call: while they load, the select says
// 加载中… where the choice will be named, never the bare id ("1") the server stored.
describe('select with a saved value and options still loading', () => {
  it('says 加载中… until the options name the value, then shows the name', async () => {
    let answer: (options: SelectOption[]) => void = () => undefined;
    const pending = new Promise<SelectOption[]>((resolve) => (answer = resolve));
    const { container } = renderField(ConfigSelect, {
      props: { source: { data_type: 'api', data_source: '/api/common/categories' } },
      initialValues: { value: 1 },
      services: { dataSource: { options: () => pending, page: async () => ({ items: [], total: 0 }) } },
    });
    const shown = () => container.querySelector('.ant-select-selection-item')?.textContent;
    await waitFor(() => expect(shown()).toBe('加载中…'));
    answer([
      { id: 1, name: '普通高等学校' },
      { id: 2, name: '培训机构' },
    ]);
    await waitFor(() => expect(shown()).toBe('普通高等学校'));
    expect(screen.queryByText('加载中…')).toBeNull();
  });

  it('shows a value no option names as it is, once the options have loaded', async () => {
    const { container } = renderField(ConfigSelect, {
      props: { source: { data_type: 'api', data_source: '/api/common/categories' } },
      initialValues: { value: 9 },
      services: { dataSource: { options: async () => [{ id: 1, name: '普通高等学校' }], page: async () => ({ items: [], total: 0 }) } },
    });
    await waitFor(() => expect(container.querySelector('.ant-select-selection-item')?.textContent).toBe('9'));
  });

  it('a cascading select says 加载中… for a saved path until its first level loads, then names it', async () => {
    let answer: (options: SelectOption[]) => void = () => undefined;
    const pending = new Promise<SelectOption[]>((resolve) => (answer = resolve));
    const { container } = renderField(ConfigSelect, {
      props: { source: { data_type: 'api', data_source: '/api/common/areas', depth: 2 } },
      initialValues: { value: [44, 4403] },
      services: { dataSource: { options: () => pending, page: async () => ({ items: [], total: 0 }) } },
    });
    const shown = () => container.querySelector('.ant-select-selection-item')?.textContent;
    await waitFor(() => expect(shown()).toBe('加载中…'));
    answer([{ id: 44, name: '广东省', children: [{ id: 4403, name: '深圳市' }] }]);
    await waitFor(() => expect(shown()).toBe('广东省 / 深圳市'));
  });
});
