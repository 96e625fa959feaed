import { lazy, Suspense } from 'react';
import { FilingFooter } from '../../ui/filing-footer.tsx';
import type { LoginMode } from './login-search.ts';
import { useLoginPlace } from './login-place.tsx';
import PasswordDoor from './password-door.tsx';
import './login.css';

// /login (spec section 2) and its other doors (spec section 7), chosen by ?mode= so a reload
// stays on the door: 账号登录 and 短信登录 as tabs, 忘记密码 and 注册 as links. The password door
// is in /login's own chunk; the others (the mobile-code fields, the register form's cascader)
// load when opened.
const DOORS = {
  sms: lazy(() => import('./sms-door.tsx')),
  forgot: lazy(() => import('./forgot-door.tsx')),
  register: lazy(() => import('./register-door.tsx')),
} satisfies Record<LoginMode, unknown>;

const HEADINGS: Partial<Record<LoginMode, string>> = { forgot: '找回密码', register: '注册机构账号' };

export default function LoginScreen() {
  const { search, DoorLink } = useLoginPlace();
  const { mode, redirect } = search;
  const keep = redirect ? { redirect } : {};
  const Door = mode ? DOORS[mode] : PasswordDoor;
  const heading = mode && HEADINGS[mode];
  return (
    <main className="login-page">
      <section className={mode === 'register' ? 'login-card login-card-wide' : 'login-card'} aria-labelledby="login-title">
        <h1 id="login-title" className="login-title">
          阳光继教 · 机构管理后台
        </h1>
        {heading ? (
          <h2 className="login-heading">{heading}</h2>
        ) : (
          <div className="login-tabs" role="tablist" aria-label="登录方式">
            <DoorLink search={keep} role="tab" aria-selected={!mode} className="login-tab" replace>
              账号登录
            </DoorLink>
            <DoorLink search={{ ...keep, mode: 'sms' }} role="tab" aria-selected={mode === 'sms'} className="login-tab" replace>
              短信登录
            </DoorLink>
          </div>
        )}
        <Suspense fallback={<span className="app-spinner login-loading" role="status" aria-label="页面加载中" />}>
          <Door key={mode ?? 'password'} />
        </Suspense>
        <footer className="login-links">
          {heading ? (
            <DoorLink search={keep}>{mode === 'register' ? '已有账号？立即登录' : '返回登录'}</DoorLink>
          ) : (
            <>
              <DoorLink search={{ ...keep, mode: 'forgot' }}>忘记密码</DoorLink>
              <DoorLink search={{ ...keep, mode: 'register' }}>注册账号</DoorLink>
            </>
          )}
        </footer>
      </section>
      <FilingFooter className="login-filing" />
    </main>
  );
}
