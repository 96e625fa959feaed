import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Button, Card, Result, Spin } from 'antd';
import { useState } from 'react';
import { queryKeys } from '../../../adapters/api/index.ts';
import { RetryAlert } from '../../../adapters/ui/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import { useServices } from '../../services/use-services.ts';
import { userAtom } from '../../state/session.ts';
import { ChangeMobileForm } from './change-mobile-form.tsx';
import './profile.css';

// /editMobilePage (spec section 2: no layout): the personal centre's change-mobile form on a
// page of its own, for a logged-in user (the route sends others to /login?redirect=…).

export default function EditMobilePage() {
  const services = useServices();
  const router = useRouter();
  const [done, setDone] = useState(false);
  const profile = useQuery({
    queryKey: queryKeys.profile,
    queryFn: async () => {
      const info = await services.api.account.profile();
      if (info) services.store.set(userAtom, info);
      return info;
    },
  });
  const back = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/' });
  };

  return (
    <main className="edit-mobile-page">
      <Card
        className="edit-mobile-card"
        title={<h1 className="edit-mobile-title">修改手机号</h1>}
        extra={
          <Button type="link" onClick={back}>
            返回
          </Button>
        }
      >
        {done ? (
          <Result
            status="success"
            title="手机号已修改"
            subTitle={profile.data?.mobile ? `新手机号：${profile.data.mobile}` : undefined}
            extra={
              <Button type="primary" onClick={back}>
                返回
              </Button>
            }
          />
        ) : profile.isPending ? (
          <Spin style={{ display: 'block', padding: 48 }} tip="加载中…">
            <span />
          </Spin>
        ) : profile.isError ? (
          <RetryAlert message={errorMessage(profile.error, '账号信息加载失败，请稍后再试')} onRetry={() => void profile.refetch()} />
        ) : (
          <ChangeMobileForm
            current={profile.data?.mobile}
            onDone={() => {
              setDone(true);
              void profile.refetch();
            }}
          />
        )}
      </Card>
    </main>
  );
}
