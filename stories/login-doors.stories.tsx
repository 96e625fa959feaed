import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { within } from 'storybook/test';
import { parseRuntimeConfig } from '../adapters/runtime-config.ts';
import { createAppRouter } from '../app/router.tsx';
import { createAppServices } from '../app/services/index.ts';
import { AppProviders } from '../app/shell/app-providers.tsx';
import { registerCatalogue } from '../app/catalogue.ts';
import { tokenAtom } from '../app/state/session.ts';
import { fakeLoginFetch } from './fixtures/fake-login-fetch.ts';
import { FAKE_CAPTCHA, FAKE_SMS_CODE } from './fixtures/fake-list-services.ts';

// The login screen's doors (issue 11): the real router and screens at /login?mode=… and
// /category, with the session calls answered in memory (stories/fixtures/fake-login-fetch.ts).

function LoginDoors({ path }: { path: string }) {
  const [app] = useState(() => {
    const services = createAppServices(parseRuntimeConfig({ apiBase: window.location.origin }), { fetch: fakeLoginFetch() });
    services.store.set(tokenAtom, null); // the doors are for the logged-out
    const router = createAppRouter({ services }, { initialPath: path });
    registerCatalogue(services, router);
    return { services, router };
  });
  return (
    <AppProviders services={app.services}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}

const meta = {
  title: 'App/Login doors',
  component: LoginDoors,
  parameters: {
    docs: {
      description: {
        component: `图形验证码 ${FAKE_CAPTCHA}，短信验证码 ${FAKE_SMS_CODE}；手机号 13500000000 未注册，用户名 demo-school 已存在。`,
      },
    },
  },
} satisfies Meta<typeof LoginDoors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the lazily loaded door's first field (its chunk loads first: 15 s is a ceiling for a busy machine, not a wait). */
const shows = (label: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await within(canvasElement).findByLabelText(label, { exact: true }, { timeout: 15_000 });
};

export const PasswordLogin: Story = { args: { path: '/login' }, play: shows('用户名') };
export const SmsLogin: Story = { args: { path: '/login?mode=sms' }, play: shows('手机号') };
export const ForgotPassword: Story = { args: { path: '/login?mode=forgot' }, play: shows('手机号') };
export const Register: Story = { args: { path: '/login?mode=register&category_id=985' }, play: shows('机构名称') };
export const Category: Story = {
  args: { path: '/category?category_id=6' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('培训机构', {}, { timeout: 5000 });
  },
};
