import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_HEADERS, MESSAGES } from '../../../engine/index.ts';
import type { Db } from '../../db.ts';
import { fail } from '../../http.ts';
import { hashToken } from '../../passwords.ts';

// Onboarding gates (spec section 8): an account whose gate_status is set gets that status from
// the business calls under /api/organization until it acts:
//   423 { group_school_id }  must apply to its group school first (/orgApply?id=…): POST
//                            school-auth-form with that school_id lifts it;
//   456                      prompt box 2: materials submitted, now add the school information;
//   435                      prompt box 3: school information added, waiting for review.
// Calls an account needs to act on the prompt are never gated: session, profile, notifications,
// menus and page configs, the authentication application, uploads, options, money.

const OPEN = [
  /^\/api\/organization\/(login|logout|quick-login|forget-password|register-school|sites)(\/|$)/,
  /^\/api\/organization\/profile(\/|$)/,
  /^\/api\/organization\/(menu-component|child-menus|menu-helpers)(\/|$)/,
  /^\/api\/organization\/school-auth-form(\/|$)/,
  /^\/api\/organization\/(orders|zhuxuetong-logs|zhuxuetong-close|pay-orders|pay-fee-info|invoice-model)(\/|$)/,
  /^\/api\/organization\/common\/(?!stat$)/,
];

const GATE_MESSAGES: Record<number, string> = {
  423: MESSAGES.groupApply,
  435: '学校信息已提交，请等待审核，审核通过后将为您开通助学服务',
  456: '实名及现场资料已提交，请先完善学校信息',
};

export function onboardingGate(db: Db): MiddlewareHandler {
  const find = db.prepare(
    `SELECT a.gate_status, a.group_school_id FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.token = ? AND s.expires_at > ?`,
  );
  return async (c, next) => {
    const token = c.req.header(API_HEADERS.token)?.trim();
    const path = c.req.path;
    if (!token || !path.startsWith('/api/organization/') || OPEN.some((re) => re.test(path))) return next();
    const row = find.get(hashToken(token), new Date().toISOString()) as { gate_status: number; group_school_id: number | null } | undefined;
    const status = row?.gate_status ?? 0;
    if (status === 423) return fail(c, 423, GATE_MESSAGES[423] as string, { group_school_id: row?.group_school_id ?? null });
    if (status === 435 || status === 456) return fail(c, status as ContentfulStatusCode, GATE_MESSAGES[status] as string);
    return next();
  };
}
