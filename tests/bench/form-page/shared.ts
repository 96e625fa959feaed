import { benchConfig } from '../form-configs.ts';

export const FIELD_COUNT = 200;
export const DEPENDENT_COUNT = 50;
/** The 200-field config both pages render: 50 fields show only while `trigger` is "1". */
export const CONFIG = benchConfig(FIELD_COUNT, DEPENDENT_COUNT);
export const INITIAL_VALUES = { trigger: '1' };
