import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../adapters/runtime-config.ts';
import { createAppRouter } from '../../app/router.tsx';
import { createAppServices } from '../../app/services/index.ts';
import { extraPagesOf } from '../../app/shell/extra-pages.tsx';
import { ROUTE_PATHS } from '../../engine/index.ts';

// The layout's pages outside the menu tree are declared once, as the layout route's children
// (router.tsx); the layout reads their paths from there (issue 27 item 2).

describe('extra pages of the layout', () => {
  it('are the layout route children with a path of their own: /orgApply, not / nor the menu pages', () => {
    const services = createAppServices(parseRuntimeConfig({ apiBase: 'http://localhost' }), { fetch: () => Promise.reject(new Error('no network')) });
    const router = createAppRouter({ services }, { initialPath: '/login' });
    expect([...extraPagesOf(router)]).toEqual([ROUTE_PATHS.orgApply]);
  });
});
