import { Hono } from 'hono';
import { requestBodyLimit } from './body-limit.ts';
import type { AppDeps } from './deps.ts';
import { phpDialect } from './dialect.ts';
import { compressJson } from './encoding.ts';
import { faultInjection } from './faults.ts';
import { mountGeoProxy } from './geo-proxy.ts';
import { API_HEADERS } from '../engine/index.ts';
import { apiError, setSelfCall } from './http.ts';
import { mountCorePublic } from './routes/core/index.ts';
import { mountApi } from './routes/index.ts';
import { securityHeaders } from './security.ts';
import { mountStandIns } from './stand-in/index.ts';
import { serveDist } from './static.ts';
import { mountStudio, mountStudioPage } from './studio/routes.ts';

export { apiError } from './http.ts';

/**
 * The reference server as a Hono app: `/api/*` and the built app with SPA fallback.
 * createApp(deps).request('/api/nope') -> 404 { code: 404, message: '接口不存在：GET /api/nope' }
 */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('*', securityHeaders());
  // Outermost on /api: compresses the final answer (after the PHP dialect's rewriting), JSON over 1 kB.
  app.use('/api/*', compressJson());
  // Outside the faults and the routes: it sees the final answer of every /api call, errors included.
  if (deps.dialect === 'php') app.use('/api/*', phpDialect());
  // Tests only: POST /__faults arms a fault for the next matching request (server/faults.ts).
  if (process.env.REFERENCE_FAULTS === '1') app.use('*', faultInjection());

  // No JSON or form body over a few MB (413); uploads have their own limits.
  app.use('/api/*', requestBodyLimit(deps));
  const api = new Hono();
  // A handler may ask the API itself, as the same account (the options a select offers, to check
  // that a submitted value is one of them: issue 33 item 2).
  api.use('*', async (c, next) => {
    const headers: Record<string, string> = {};
    for (const name of Object.values(API_HEADERS)) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    setSelfCall(c, (path) => Promise.resolve(api.request(path, { headers })));
    await next();
  });
  mountApi(api, deps);
  // the studio (npm run studio): with the dev calls only (REFERENCE_DEV=1)
  mountStudio(api, deps);
  api.all('*', (c) => c.json(apiError(404, `接口不存在：${c.req.method} ${c.req.path}`), 404));
  app.route('/api', api);

  mountCorePublic(app, deps);
  mountStandIns(app, deps);
  if (deps.geoProxy) mountGeoProxy(app, deps.geoProxy);
  mountStudioPage(app);

  app.use('*', serveDist(deps.distDir));
  app.onError((error, c) => {
    console.error(`[server] ${c.req.method} ${c.req.path}:`, error);
    return c.json(apiError(500, '服务器内部错误'), 500);
  });
  return app;
}
