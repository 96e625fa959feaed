import type { KyInstance } from 'ky';
import { readData } from '../http/client.ts';

// The calls of a configured page (spec section 7): its configuration, menu-component/{id}.

/**
 * What menu-component/{id} answers: `{list?, form?}` as the server wrote them. The page parses
 * them itself (ConfigList, ConfigForm), so that a bad part shows its errors and the rest renders.
 */
export interface RawMenuComponent {
  list?: unknown;
  form?: unknown;
  [key: string]: unknown;
}

export function pagesApi(client: KyInstance) {
  return {
    menuComponent: async (menuId: string | number): Promise<RawMenuComponent> => {
      // The list page shows its own spinner meanwhile: no loading overlay over it (one spinner).
      const data = await readData<unknown>(client.get(`organization/menu-component/${encodeURIComponent(String(menuId))}`, { context: { background: true } }));
      return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as RawMenuComponent) : {};
    },
  };
}

export type PagesApi = ReturnType<typeof pagesApi>;
