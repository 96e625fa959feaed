import { describe, expect, it } from 'vitest';
import { plainOptions } from '../../../adapters/http/plain-options.ts';
import { contracts } from '../../../engine/index.ts';
import { areaTree } from '../../../server/routes/core/areas.ts';

// A source's answer already in the option shape is kept without the contract's parse and copy
// (issue 59: some 25 ms for the real areas); it must read exactly as the contract reads it.

const byContract = (data: unknown) => contracts.listOrPage(contracts.rawOption).parse(data).items.map(contracts.toOption);

describe('plainOptions', () => {
  it('keeps the real area tree as sent, equal to what the contract reads', () => {
    const sent = JSON.parse(JSON.stringify(areaTree())) as unknown;
    expect(plainOptions(sent)).toBe(sent);
    expect(plainOptions(sent)).toEqual(byContract(sent));
  });

  it.each([
    ['{value, label}', [{ value: 1, label: '北京' }]],
    ['a number as a name', [{ id: 1, name: 2 }]],
    ['empty children', [{ id: 1, name: '北京', children: [] }]],
    ['null children', [{ id: 1, name: '北京', children: null }]],
    ['a bad node deep down', [{ id: 1, name: '北京', children: [{ id: 11 }] }]],
    ['a page', { data: [{ id: 1, name: '北京' }], total: 1 }],
    ['null', null],
  ])('leaves %s to the contract', (_, data) => {
    expect(plainOptions(data)).toBeUndefined();
  });
});
