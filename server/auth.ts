import type { MiddlewareHandler } from 'hono';
import { API_HEADERS, MESSAGES } from '../engine/index.ts';
import type { Db } from './db.ts';
import { fail } from './http.ts';
import { hashToken } from './passwords.ts';

/** The row of `accounts` a request is made by (columns grow with later migrations). */
export interface Account {
  id: number;
  user_name: string;
  nick_name: string;
  mobile: string;
  avatar: string;
  is_shcool: number;
  [column: string]: unknown;
}

declare module 'hono' {
  interface ContextVariableMap {
    account: Account;
    token: string;
  }
}

export const SESSION_EXPIRED = MESSAGES.sessionExpired;

/**
 * Requires a live session: reads the `org-token` header, loads its account into
 * `c.get('account')`, and answers 402 登录过期，请重新登录 when the token is missing, unknown or
 * expired (spec section 8).
 */
export function requireAccount(db: Db): MiddlewareHandler {
  const find = db.prepare(
    `SELECT a.* FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.token = ? AND s.expires_at > ?`,
  );
  return async (c, next) => {
    const token = c.req.header(API_HEADERS.token)?.trim();
    const account = token ? (find.get(hashToken(token), new Date().toISOString()) as Account | undefined) : undefined;
    if (!token || !account) return fail(c, 402, SESSION_EXPIRED);
    c.set('account', account);
    c.set('token', token);
    await next();
  };
}
