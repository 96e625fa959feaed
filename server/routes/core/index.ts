import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { seedCore } from '../../seed.ts';
import { seedSafely } from '../../seed-guard.ts';
import { mountAuthForm } from './auth-form.ts';
import { mountCommon } from './common.ts';
import { mountDev } from './dev.ts';
import { onboardingGate } from './gate.ts';
import { mountNotifications } from './notifications.ts';
import { mockPayRoute, mountPayment } from './payment.ts';
import { mountPayOrders } from './pay-orders.ts';
import { mountProfile } from './profile.ts';
import { mountSelfService } from './self-service.ts';
import { mountSession } from './session.ts';
import { mountStat } from './stat.ts';
import { mountUploads, serveUploads } from './uploads.ts';
import { idParam } from './util.ts';
import { mountZhuxuetong } from './zhuxuetong.ts';

/**
 * The core `/api` calls: session, profile, common data, uploads, notifications, the
 * authentication application, balance and payment (server/README.md documents each). Seeds the
 * core data of a fresh data folder first (idempotent; see seedCore).
 */
export function mountCore(api: Hono, deps: AppDeps): void {
  // a seed that fails is reported and left out: the calls below still serve (seed-guard.ts)
  seedSafely('演示数据', 'the demo data', () => seedCore(deps.db));
  api.use('/organization/*', onboardingGate(deps.db));
  mountSession(api, deps);
  mountProfile(api, deps);
  mountCommon(api, deps);
  mountStat(api, deps);
  mountUploads(api, deps);
  mountNotifications(api, deps);
  mountAuthForm(api, deps);
  mountPayment(api, deps);
  mountPayOrders(api, deps);
  mountZhuxuetong(api, deps);
  mountSelfService(api, deps);
  mountDev(api, deps);
}

/** The core pages outside `/api`: GET /uploads/* (DATA_DIR/uploads) and the mock payment page. */
export function mountCorePublic(app: Hono, deps: AppDeps): void {
  app.use('/uploads/*', serveUploads(deps.db));
  const pay = mockPayRoute(deps.db);
  app.get('/mock-pay/:id', (c) => {
    const page = pay(idParam(c), c.req.query('sign'));
    return c.html(page.html, page.status);
  });
}
