import type { KyInstance } from 'ky';
import { contracts } from '../../engine/index.ts';
import { readParsed } from '../http/index.ts';

// The dashboard's figures (spec section 7, common/stat; server/README.md, Common data).

export type { Stat, TrendDay } from '../../engine/index.ts';

export function createStatApi(client: KyInstance) {
  return {
    /** The dashboard shows its own skeleton: no loading overlay. */
    stat: () => readParsed(client.get('organization/common/stat', { context: { background: true } }), contracts.stat),
  };
}

export type StatApi = ReturnType<typeof createStatApi>;
