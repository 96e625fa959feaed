import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPinyin, nameMatches, type ReadName } from '../../../../adapters/form/widgets/pinyin-search.ts';
import { ConfigSelect } from '../../../../adapters/form/widgets/config-select.tsx';
import type { DataSource } from '../../../../engine/index.ts';
import { areaChildren, areaTree } from '../../../../server/routes/core/areas.ts';
import { renderField } from './harness.tsx';

// The address cascade on the country's real divisions (issue 59 item 1): pinyin initials and
// whole readings find a name, a chosen county shows its whole path, a county opens its townships
// (loadData) where the field asks for four levels, and 东莞市 (one code at two levels) is found.

describe('nameMatches: characters, pinyin initials and whole readings', () => {
  let read: ReadName;
  beforeAll(async () => {
    read = await loadPinyin();
  });

  it.each([
    ['海淀区', '海淀', true],
    ['海淀区', 'hd', true],
    ['海淀区', 'HD', true],
    ['海淀区', 'haidian', true],
    ['海淀区', "hai'dian", true],
    ['北京市', 'bj', true],
    ['重庆市', 'cq', true],
    ['六安市', 'la', true],
    ['番禺区', 'pyq', true],
    ['海淀区', 'bj', false],
    ['海淀区', '淀海', false],
    ['海淀区', 'h1', false],
  ])('%s by %s: %s', (name, typed, found) => {
    expect(nameMatches(name, typed, read)).toBe(found);
  });

  it('finds by characters alone until pinyin has loaded', () => {
    expect(nameMatches('海淀区', '海淀')).toBe(true);
    expect(nameMatches('海淀区', 'hd')).toBe(false);
  });
});

/** The reference server's own areas, as its call answers them (the tree, or ?parent_id=). */
const areas: DataSource = {
  options: async ({ params }) => (params.parent_id === undefined ? areaTree() : areaChildren(Number(params.parent_id))),
  page: async () => ({ items: [], total: 0 }),
};

const AREAS = { data_type: 'api', data_source: '/api/common/areas', depth: 3 } as const;
const menus = () => [...document.querySelectorAll('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu')];
/** The item named `name` of the open menu at `level` (0: provinces), once it is shown. */
const itemOf = (level: number, name: string) =>
  waitFor(() => {
    const found = [...(menus()[level]?.querySelectorAll('.ant-cascader-menu-item') ?? [])].find((one) => one.textContent === name);
    if (!found) throw new Error(`${name} is not in menu ${level + 1} yet: ${menus().map((menu) => menu.textContent?.slice(0, 30)).join(' | ')}`);
    return found;
  });
const shown = (container: HTMLElement) => container.querySelector('.ant-select-selection-item')?.textContent;

describe('the address cascade on the real divisions', () => {
  it('searches 海淀 by hd among 3,000 counties, stores its path and shows it whole', async () => {
    const { container, form } = renderField(ConfigSelect, { props: { source: AREAS }, services: { dataSource: areas } });
    const input = await waitFor(() => container.querySelector('.ant-select-selection-search-input') as HTMLInputElement);
    fireEvent.mouseDown(container.querySelector('.ant-select-selector') as Element);
    fireEvent.change(input, { target: { value: 'hd' } });
    // the state shown once pinyin has loaded: the county among the results
    const found = await screen.findByText((_, element) => element?.classList.contains('ant-cascader-menu-item-content') === true && element.textContent === '北京市 / 市辖区 / 海淀区', {}, { timeout: 10_000 });
    fireEvent.click(found);
    await waitFor(() => expect(form.values.value).toEqual([110000, 110100, 110108]));
    await waitFor(() => expect(shown(container)).toBe('北京市 / 市辖区 / 海淀区'));
  });

  it('opens a county’s townships by parent_id where the field asks for four levels', async () => {
    const asked: unknown[] = [];
    const counted: DataSource = { ...areas, options: async (query) => (asked.push(query.params.parent_id), areas.options(query)) };
    const source = { ...AREAS, depth: 4, child_source: '/api/common/areas' };
    const { container, form } = renderField(ConfigSelect, { props: { source }, services: { dataSource: counted } });
    await waitFor(() => expect(asked).toEqual([undefined]));
    fireEvent.mouseDown(container.querySelector('.ant-select-selector') as Element);
    for (const [level, name] of ['北京市', '市辖区', '海淀区'].entries()) fireEvent.click(await itemOf(level, name));
    await waitFor(() => expect(asked).toEqual([undefined, 110108]));
    fireEvent.click(await itemOf(3, '中关村街道'));
    await waitFor(() => expect(form.values.value).toEqual([110000, 110100, 110108, 110108011]));
  });

  it('shows a need_last county whose code is also its city’s (东莞市 441900) at the county', async () => {
    const { container } = renderField(ConfigSelect, { props: { source: { ...AREAS, need_last: true } }, initialValues: { value: 441900 }, services: { dataSource: areas } });
    await waitFor(() => expect(shown(container)).toBe('广东省 / 东莞市 / 东莞市'));
  });
});

describe('a flat select searched by pinyin', () => {
  it('finds 北京市 among the provinces by bj and by beijing, 江 by its character, and stores the id chosen', async () => {
    const source = { data_type: 'normal', data: areaTree().map(({ id, name }) => ({ id, name })) } as const;
    const { container, form } = renderField(ConfigSelect, { props: { source } });
    const input = await waitFor(() => container.querySelector('.ant-select-selection-search-input') as HTMLInputElement);
    fireEvent.mouseDown(container.querySelector('.ant-select-selector') as Element);
    const options = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    fireEvent.change(input, { target: { value: 'bj' } });
    // the state shown once pinyin has loaded: 北京市 alone among the 31
    await waitFor(() => expect(options()).toEqual(['北京市']), { timeout: 10_000 });
    fireEvent.change(input, { target: { value: '江' } });
    await waitFor(() => expect(options()).toEqual(['黑龙江省', '江苏省', '浙江省', '江西省']));
    fireEvent.change(input, { target: { value: 'beijing' } });
    await waitFor(() => expect(options()).toEqual(['北京市']));
    fireEvent.click(document.querySelector('.ant-select-item-option') as Element);
    await waitFor(() => expect(form.values.value).toBe(110000));
  });
});
