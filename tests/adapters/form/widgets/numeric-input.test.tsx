import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumericInput } from '../../../../adapters/form/widgets/numeric-input.tsx';
import { renderField } from './harness.tsx';

// Issue 29 item 3: a pasted phone number with letters in it kept only what fitted before the
// letters were dropped (139abc12345678 with max 11 became 13912345).

describe('numeric input with a most length', () => {
  it('drops the letters of a paste first, then keeps at most max characters', async () => {
    const { form, user } = renderField(NumericInput, { props: { maxLength: 11, placeholder: '请输入手机号' } });
    const input = screen.getByPlaceholderText('请输入手机号');
    await user.click(input);
    await user.paste('139abc12345678');
    expect((input as HTMLInputElement).value).toBe('13912345678');
    expect(form.values.value).toBe('13912345678');
  });

  it('stops at max while typing', async () => {
    const { form, user } = renderField(NumericInput, { props: { maxLength: 4, placeholder: '请输入年份' } });
    await user.type(screen.getByPlaceholderText('请输入年份'), '2a02b61');
    expect(form.values.value).toBe('2026');
  });
});
