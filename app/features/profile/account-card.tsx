import { Button, Card, Descriptions } from 'antd';
import type { UserInfo } from '../../../adapters/api/index.ts';
import { AvatarEditor } from './avatar-editor.tsx';

export type ProfileDialog = 'nickname' | 'password' | 'mobile';

/** 账号信息: avatar, user name, nickname, mobile, school, created at. */
export function AccountCard({ user, onEdit }: { user: UserInfo; onEdit(dialog: ProfileDialog): void }) {
  const name = user.nick_name || user.user_name;
  const school = user.school?.name;
  return (
    <Card title="账号信息" className="profile-card">
      <div className="profile-account">
        <AvatarEditor avatar={user.avatar} name={name} />
        <Descriptions
          column={1}
          size="small"
          className="profile-facts"
          items={[
            { key: 'user_name', label: '用户名', children: user.user_name },
            {
              key: 'nick_name',
              label: '昵称',
              children: (
                <span className="profile-fact-row">
                  <span data-testid="profile-nickname">{user.nick_name || '未设置'}</span>
                  <Button type="link" size="small" onClick={() => onEdit('nickname')}>
                    修改昵称
                  </Button>
                </span>
              ),
            },
            { key: 'mobile', label: '手机号', children: <span data-testid="profile-mobile">{user.mobile || '未绑定'}</span> },
            { key: 'school', label: user.is_shcool ? '学校' : '所属机构', children: school || '—' },
            { key: 'created_at', label: '注册时间', children: user.created_at || '—' },
          ]}
        />
      </div>
    </Card>
  );
}
