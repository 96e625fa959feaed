import { describe, expect, it } from 'vitest';
import { getByPipePath, setByPipePath, splitPipePath } from '../../engine/index.ts';
import { compiledReader } from '../../engine/form/conditions.ts';
import { formPathParts } from '../../engine/paths.ts';

describe('pipe paths (spec section 3: info|longitude is info.longitude)', () => {
  it.each([
    ['name', ['name']],
    ['info|longitude', ['info', 'longitude']],
    ['a|b|c', ['a', 'b', 'c']],
    ['info||address', ['info', 'address']],
  ])('splits %j into %j', (name, parts) => {
    expect(splitPipePath(name)).toEqual(parts);
  });

  it.each([
    [{ info: { longitude: '116.407526' } }, 'info|longitude', '116.407526'],
    [{ name: '阳光' }, 'name', '阳光'],
    [{ info: null }, 'info|address', undefined],
    [{ info: '北京' }, 'info|address', undefined],
    [{}, 'info|address', undefined],
  ])('reads %j at %j', (source, name, expected) => {
    expect(getByPipePath(source, name)).toEqual(expected);
  });

  it('writes nested values without touching the input', () => {
    const input = { name: 'x', info: { longitude: '1' } };
    const output = setByPipePath(input, 'info|latitude', '39.90403');
    expect(output).toEqual({ name: 'x', info: { longitude: '1', latitude: '39.90403' } });
    expect(input).toEqual({ name: 'x', info: { longitude: '1' } });
    expect(setByPipePath({ info: 'text' }, 'info|address', '北京市')).toEqual({ info: { address: '北京市' } });
  });

  it.each([
    ['info|longitude', ['info', 'longitude']],
    ['info.longitude', ['info', 'longitude']],
    ['name', ['name']],
  ])('a form key %j has the parts %j', (name, parts) => {
    expect(formPathParts(name)).toEqual(parts);
  });

  it('a compiled reader reads the values its source gives now, by pipe path or form path', () => {
    let values: Record<string, unknown> = { info: { longitude: '116.4' }, trigger: '1' };
    const read = compiledReader(['info|longitude', 'trigger'])(() => values);
    expect([read('info|longitude'), read('info.longitude'), read('trigger'), read('info|address')]).toEqual(['116.4', '116.4', '1', undefined]);
    values = { trigger: '' };
    expect([read('trigger'), read('info|longitude')]).toEqual(['', undefined]);
  });
});
