import type { KyInstance } from 'ky';
import { contracts, type z } from '../../engine/index.ts';
import { readParsed } from '../http/index.ts';

// The calls of a configured page (spec section 7): its configuration, menu-component/{id}.

/**
 * What menu-component/{id} answers: `{list?, form?}` as the server wrote them (engine/contracts,
 * menuComponentAnswer). The page parses them itself (ConfigList, ConfigForm), so that a bad part
 * shows its errors and the rest renders.
 */
export type RawMenuComponent = z.output<typeof contracts.menuComponentAnswer>;

export function createPagesApi(client: KyInstance) {
  return {
    /** `signal`: a page closed before the answer cancels the request (TanStack Query's signal). */
    menuComponent: (menuId: string | number, signal?: AbortSignal): Promise<RawMenuComponent> => {
      // The list page shows its own spinner meanwhile: no loading overlay over it (one spinner).
      // A 5xx is shown in place, with the server's message (503: 该页面的配置正在修复中), not as
      // the global 服务器500错误 toast.
      const url = `organization/menu-component/${encodeURIComponent(String(menuId))}`;
      return readParsed(client.get(url, { context: { background: true, handles: ['server-error'] }, ...(signal ? { signal } : {}) }), contracts.menuComponentAnswer);
    },
  };
}

export type PagesApi = ReturnType<typeof createPagesApi>;
