import type { FormConfig, ListConfig } from '../engine/index.ts';

// The shapes page-configs.ts reads and the route table compiles from, in a file of their own so
// that the route table (routes/pages/route-table.ts) does not import the reader that calls it.

export interface PageDef {
  /** The file name without `.json`: the `key` of the menu items that open it. */
  key: string;
  file: string;
  /** The file as written, without its `$schema` line: what menu-component/{id} answers. */
  raw: Record<string, unknown>;
  list?: ListConfig | undefined;
  form?: FormConfig | undefined;
}

export interface ConfigProblem {
  file: string;
  path: string;
  message: string;
  /** Where a JSON syntax error is (from 1). */
  line?: number | undefined;
  column?: number | undefined;
}
