import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card, theme } from 'antd';
import type { ProfileDialog } from './account-card.tsx';

/** 安全设置: the login password and the bound mobile, each with its change dialog. */
export function SecurityCard({ mobile, onEdit }: { mobile?: string | undefined; onEdit(dialog: ProfileDialog): void }) {
  const { token } = theme.useToken();
  const rows = [
    { key: 'password' as const, icon: <LockOutlined />, title: '登录密码', text: '定期更换密码可以保护账号安全；修改后其他设备上的登录将退出。', action: '修改密码' },
    { key: 'mobile' as const, icon: <MobileOutlined />, title: '绑定手机', text: mobile ? `已绑定 ${mobile}，用于短信登录和找回密码。` : '尚未绑定手机号。', action: '修改手机号' },
  ];
  return (
    <Card title="安全设置" className="profile-card">
      <ul className="profile-security">
        {rows.map((row) => (
          <li key={row.key} className="profile-security-row">
            <span className="profile-security-icon" aria-hidden style={{ color: token.colorPrimary }}>
              {row.icon}
            </span>
            <span className="profile-security-text">
              <strong>{row.title}</strong>
              <span>{row.text}</span>
            </span>
            <Button onClick={() => onEdit(row.key)}>{row.action}</Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
