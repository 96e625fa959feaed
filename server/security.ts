import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy of every response. No 'unsafe-eval' (DESIGN.md, Conditions without
 * eval); inline styles are allowed because antd injects its CSS-in-JS as <style> elements.
 * Images, media and API calls may also go to https hosts: the object-storage host, map tiles and
 * a real backend are set at run time (app/public/runtime-config.json).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  // a stored upload never runs script, even opened on its own (an SVG, a file that lies)
  const upload = c.req.path.startsWith('/uploads/');
  c.res.headers.set('Content-Security-Policy', upload ? `${CONTENT_SECURITY_POLICY}; sandbox` : CONTENT_SECURITY_POLICY);
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
};
