import { Form, Input } from 'antd';
import { ACCOUNT_MESSAGES as M, contracts, PASSWORD_LENGTH } from '../../../engine/index.ts';
import { sameAs, zodRules } from '../../../adapters/form/index.ts';

// A new password typed twice (registration, forgotten password), with the server's rules:
// 6–32 characters, and 两次输入的密码不一致 when the second differs.

export function PasswordFields({ label = '密码', autoFocus }: { label?: string; autoFocus?: boolean }) {
  const placeholder = `${PASSWORD_LENGTH.min}-${PASSWORD_LENGTH.max}位字符`;
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        // registration's password, or the forgotten password's new one (请输入新密码)
        rules={zodRules((label === '密码' ? contracts.registerInput : contracts.resetPasswordInput).shape.password)}
      >
        <Input.Password autoComplete="new-password" placeholder={placeholder} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label={`确认${label}`}
        name="password_confirmation"
        dependencies={['password']}
        rules={[...zodRules(contracts.requiredInput(M.passwordRepeat)), sameAs('password', M.passwordMismatch)]}
      >
        <Input.Password autoComplete="new-password" placeholder={`请再次输入${label}`} />
      </Form.Item>
    </>
  );
}
