import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Button, Typography } from 'antd';
import { Modal } from '../../../adapters/ui/index.ts';
import { handoffTarget, weighHandoff, type Handoff } from '../../routing/handoff.ts';
import { feedback } from '../../services/feedback.ts';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { useServices } from '../../services/use-services.ts';
import { clearSession, handoffTokenAtom, tokenAtom } from '../../state/session.ts';

/** An account's name, kept on one line when it fits. */
function AccountName({ children }: { children: string }) {
  return (
    <Typography.Text strong style={{ display: 'inline-block' }}>
      {children}
    </Typography.Text>
  );
}

/**
 * /auth-redirect (public): where a single sign-on hands over a token, `?token=…&redirect=…` (the
 * token already out of the address bar: app/routing/handoff.ts). Nobody logged in: it logs in
 * and goes on (only to a path of this site). Another account logged in: the user chooses which
 * to keep (issue 26, item 4), the current login untouched until then. Without a token, to /login.
 */
export default function AuthRedirect() {
  const services = useServices();
  const { store } = services;
  const navigate = useNavigate();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const [target] = useState(() => handoffTarget(searchStr));
  // read, not taken: React may mount this twice; the token is dropped from memory once used
  const [next] = useState(() => store.get(handoffTokenAtom));
  const [asking, setAsking] = useState<Extract<Handoff, { kind: 'ask' }>>();
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    if (!next) {
      void navigate({ to: '/login', replace: true });
      return;
    }
    let live = true;
    const current = store.get(tokenAtom);
    void weighHandoff(current, next, services.apiFor).then((handoff) => {
      if (!live) return;
      if (handoff.kind === 'ask') {
        setAsking(handoff);
        return;
      }
      store.set(handoffTokenAtom, null);
      if (handoff.kind === 'login') {
        if (handoff.expired) clearSession(store);
        store.set(tokenAtom, next);
      } else if (handoff.notice) {
        feedback.message.warning(handoff.notice);
      }
      void navigate({ href: target, replace: true });
    });
    return () => {
      live = false;
    };
  }, [next, navigate, services, store, target]);

  const keep = () => {
    store.set(handoffTokenAtom, null);
    void navigate({ href: target, replace: true });
  };
  const change = async () => {
    const current = store.get(tokenAtom);
    if (!asking || !next || !current || switching) return;
    setSwitching(true);
    try {
      await services.apiFor(current).logout();
    } catch {
      // the current login is dropped here whatever the server says
    }
    // logging out of the current account: its drafts go too (issue 26, item 3)
    clearSession(store, 'logout', asking.current.id);
    store.set(handoffTokenAtom, null);
    store.set(tokenAtom, next);
    void navigate({ href: target, replace: true });
  };

  // the safe choice has the focus once the dialog is open: Enter or Esc keep the current account
  const keepButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      {!asking && <PageSpinner />}
      {asking && (
        <Modal
          open
          title="切换账号"
          closable={false}
          maskClosable={false}
          onCancel={keep}
          afterOpenChange={(opened) => opened && keepButton.current?.focus()}
          footer={[
            <Button key="change" loading={switching} onClick={() => void change()}>
              切换到链接中的账号
            </Button>,
            <Button key="keep" type="primary" ref={keepButton} autoFocus disabled={switching} onClick={keep}>
              继续使用当前账号
            </Button>,
          ]}
        >
          <Typography.Paragraph>
            当前已登录 <AccountName>{asking.current.name}</AccountName>，链接要登录 <AccountName>{asking.next.name}</AccountName>，继续使用哪个账号？
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">切换后，{asking.current.name}将退出登录，其未保存的草稿一并清除。</Typography.Paragraph>
        </Modal>
      )}
    </>
  );
}
