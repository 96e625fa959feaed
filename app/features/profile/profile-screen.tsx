import { useQuery } from '@tanstack/react-query';
import { Col, Row, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { queryKeys } from '../../../adapters/api/index.ts';
import { RetryAlert } from '../../../adapters/ui/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import type { AppRoute } from '../../lib/menu-routes.ts';
import { useServices } from '../../services/use-services.ts';
import { userAtom } from '../../state/session.ts';
import { AccountCard, type ProfileDialog } from './account-card.tsx';
import { MobileDialog } from './mobile-dialog.tsx';
import { MoneyCard } from './money-card.tsx';
import { NicknameDialog } from './nickname-dialog.tsx';
import { PasswordDialog } from './password-dialog.tsx';
import { SecurityCard } from './security-card.tsx';
import './profile.css';

// 个人中心 (/comProfile/comProfile, spec section 1): the account's data and money, and the
// changes a user makes to their own account: nickname, password, mobile, avatar (the cropper).
// The user info is the session's (userAtom), loaded afresh when the page opens.

export default function ProfileScreen(_props: { route: AppRoute }) {
  const services = useServices();
  const user = useAtomValue(userAtom);
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);
  const fresh = useQuery({
    queryKey: queryKeys.profile,
    staleTime: 0,
    queryFn: async () => {
      const info = await services.api.account.profile();
      if (info) services.store.set(userAtom, info);
      return info;
    },
  });

  if (!user) {
    if (fresh.isError) return <RetryAlert className="profile-page" message={errorMessage(fresh.error, '账号信息加载失败，请稍后再试')} onRetry={() => void fresh.refetch()} />;
    return <Spin size="large" style={{ display: 'block', padding: 80 }} tip="加载中…"><span /></Spin>;
  }

  const close = () => setDialog(null);
  return (
    <>
      <div className="profile-page">
        {fresh.isError && <RetryAlert message={errorMessage(fresh.error, '账号信息刷新失败，显示的可能不是最新数据')} onRetry={() => void fresh.refetch()} />}
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={15}>
            <AccountCard user={user} onEdit={setDialog} />
          </Col>
          <Col xs={24} xl={9}>
            <MoneyCard user={user} />
          </Col>
          <Col span={24}>
            <SecurityCard mobile={user.mobile} onEdit={setDialog} />
          </Col>
        </Row>
      </div>
      {dialog === 'nickname' && <NicknameDialog current={user.nick_name ?? ''} onClose={close} />}
      {dialog === 'password' && <PasswordDialog onClose={close} />}
      {dialog === 'mobile' && <MobileDialog current={user.mobile} onClose={close} />}
    </>
  );
}
