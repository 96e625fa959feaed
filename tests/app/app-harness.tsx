import fs from 'node:fs';
import path from 'node:path';
import { RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { parseRuntimeConfig } from '../../adapters/runtime-config.ts';
import { createAppRouter } from '../../app/router.tsx';
import { createAppServices } from '../../app/services/index.ts';
import { AppProviders } from '../../app/shell/app-providers.tsx';
// The app loads antd's providers as a chunk of their own (/login goes without them); here they are
// imported with the test file, so the first test does not spend its waiting time transforming antd.
import '../../app/shell/antd-providers.tsx';
import { registerCatalogue } from '../../app/catalogue.ts';
import { TOKEN_KEY } from '../../app/state/session.ts';

// The app in jsdom with the network faked at the fetch layer: the menu tree is the one the
// reference server sends (schemas/menus/*.json).

export const SCHOOL_MENU: unknown = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/menus/school.json'), 'utf8'));

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

export type FakeAnswer = { status?: number; body: unknown } | undefined;

/** A fetch answering from `answer(call)`; unanswered calls get `{code: 200, data: null}`. */
export function fakeFetch(answer: (call: FakeCall) => FakeAnswer, calls: FakeCall[] = []): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const reply = answer(call) ?? { body: { code: 200, message: '操作成功', data: null } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
}

export const schoolProfile = (extra: Record<string, unknown> = {}) => ({
  code: 200,
  message: '操作成功',
  data: { id: 1, user_name: 'demo-school', nick_name: '阳光示范学校', is_shcool: 1, is_school: 1, school: { id: 62, name: '阳光示范学校', name_auth: 2 }, popup_type: 0, menu_tree: SCHOOL_MENU, ...extra },
});

export function renderApp(
  initialPath: string,
  options: {
    token?: string;
    answer?: (call: FakeCall) => FakeAnswer;
    calls?: FakeCall[];
    /** instead of fakeFetch(answer) */ fetch?: typeof fetch;
    /** runtime-config.json's other settings (apiBase is the page's origin) */ config?: Record<string, unknown>;
  } = {},
) {
  localStorage.clear();
  sessionStorage.clear();
  if (options.token) localStorage.setItem(TOKEN_KEY, options.token);
  const calls = options.calls ?? [];
  const services = createAppServices(parseRuntimeConfig({ ...options.config, apiBase: window.location.origin }), { fetch: options.fetch ?? fakeFetch(options.answer ?? (() => undefined), calls) });
  const router = createAppRouter({ services }, { initialPath });
  registerCatalogue(services, router);
  render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, services, calls };
}
