import { benchConfig } from '../form-configs.ts';

/** 200, or `?fields=` for the floor: the hand page with only the fields of a first screen. */
export const FIELD_COUNT = Number(new URLSearchParams(location.search).get('fields') ?? 200);
export const DEPENDENT_COUNT = Math.min(50, FIELD_COUNT - 1);
/** The 200-field config both pages render: 50 fields show only while `trigger` is "1". */
export const CONFIG = benchConfig(FIELD_COUNT, DEPENDENT_COUNT);
export const INITIAL_VALUES = { trigger: '1' };
