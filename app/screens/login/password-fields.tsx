import { Form, Input } from 'antd';
import { ACCOUNT_MESSAGES as M, PASSWORD_LENGTH } from '../../../engine/account/rules.ts';

// A new password typed twice (registration, forgotten password), with the server's rules:
// 6–32 characters, and 两次输入的密码不一致 when the second differs.

export function PasswordFields({ label = '密码', autoFocus }: { label?: string; autoFocus?: boolean }) {
  const placeholder = `${PASSWORD_LENGTH.min}-${PASSWORD_LENGTH.max}位字符`;
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        rules={[
          { required: true, message: label === '密码' ? M.passwordRequired : M.newPasswordRequired },
          { min: PASSWORD_LENGTH.min, message: M.passwordMin },
          { max: PASSWORD_LENGTH.max, message: M.passwordMax },
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={placeholder} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label={`确认${label}`}
        name="password_confirmation"
        dependencies={['password']}
        rules={[
          { required: true, message: M.passwordRepeat },
          ({ getFieldValue }) => ({
            validator: (_, value: unknown) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(M.passwordMismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={`请再次输入${label}`} />
      </Form.Item>
    </>
  );
}
