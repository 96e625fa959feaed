import { bench, describe } from 'vitest';
import { compileForm, parseFormConfig } from '../../engine/index.ts';
import { benchConfig } from './form-configs.ts';

// Figures, not assertions (issue 3, Speed): compileForm on a 500-field config, and the parse
// that precedes it. Compare rows of one run as ratios.
const raw500 = benchConfig(500, 50);
const parsed500 = parseFormConfig(raw500);
if (!parsed500.ok) throw new Error(`bench config invalid: ${JSON.stringify(parsed500.errors.slice(0, 3))}`);
const config500 = parsed500.config;

describe('engine: 500 fields', () => {
  bench('parseFormConfig (500 fields)', () => {
    parseFormConfig(raw500);
  });
  bench('compileForm (500 fields)', () => {
    compileForm(config500, { initialValues: {} });
  });
  bench('parseFormConfig + compileForm (500 fields)', () => {
    const parsed = parseFormConfig(raw500);
    if (parsed.ok) compileForm(parsed.config);
  });
});
