import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Alert, Button } from 'antd';
import { useAtomValue, useStore } from 'jotai';
import { USER_MISSING } from '../routing/guard.ts';
import { routeTableAtom, sessionProblemAtom } from '../state/session.ts';

// The user could not be loaded (a 500, no connection, an answer that cannot be read): the shell
// stays, with what was read, and says so here, with 重试, which loads the user again (the guard).
// The token is kept: only a 402 ends a session (app/routing/guard.ts, loadSession).

export function SessionProblem() {
  const problem = useAtomValue(sessionProblemAtom);
  const store = useStore();
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  if (!problem) return null;
  const retry = async () => {
    setRetrying(true);
    try {
      // menus not loaded again: the layout route's guard fetches the user (app/router.tsx)
      store.set(routeTableAtom, null);
      await router.invalidate();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert
      className="session-problem"
      type="error"
      showIcon
      role="alert"
      message={USER_MISSING}
      description={/[\u4e00-\u9fff]/.test(problem) && problem !== USER_MISSING ? `${problem}。部分菜单和数据可能无法显示。` : '账户信息暂时无法读取，部分菜单和数据可能无法显示。'}
      action={
        <Button size="small" loading={retrying} onClick={() => void retry()}>
          重试
        </Button>
      }
    />
  );
}
