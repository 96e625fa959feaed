import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormServicesProvider } from '../adapters/ui/index.ts';
import { createQueryClient } from '../adapters/http/query.ts';
import { AuthFormPage } from '../app/features/auth-form/auth-form-page.tsx';
import { createFakeServices } from './fixtures/fake-services.ts';
import { createFakeAuthClient, fakeAuthDeps, type AuthPageName } from './fixtures/fake-auth-form.ts';

// The authentication form screen (spec section 2) at each status 0-5, from the page configs of
// schemas/pages, with the show answers of the seeded auth-status-N accounts (in memory).

interface AuthScreenProps {
  page: AuthPageName;
  status: 0 | 1 | 2 | 3 | 4 | 5;
}

function AuthScreen({ page, status }: AuthScreenProps) {
  const queryClient = useMemo(() => createQueryClient(), []);
  const formServices = useMemo(() => createFakeServices(), []);
  const deps = useMemo(() => fakeAuthDeps(createFakeAuthClient(page, status)), [page, status]);
  return (
    <QueryClientProvider client={queryClient}>
      <FormServicesProvider value={formServices}>
        <div style={{ padding: 16, background: '#f0f2f5', minHeight: '100vh' }}>
          <AuthFormPage menuId={`story-${page}`} deps={deps} />
        </div>
      </FormServicesProvider>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'App/AuthForm',
  component: AuthScreen,
  args: { page: 'base', status: 0 },
  argTypes: {
    page: { control: 'select', options: ['base', 'realName', 'branch', 'apply'] },
    status: { control: 'select', options: [0, 1, 2, 3, 4, 5] },
  },
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 0: the form with 保存并提交 (完善公开信息). */
export const Status0Form: Story = { args: { status: 0 } };
/** 0 on 申领学校 (auth_form): with 放弃申领. */
export const Status0ApplyForm: Story = { args: { page: 'apply', status: 0 } };
export const Status1Waiting: Story = { args: { status: 1 } };
export const Status2ChannelPassed: Story = { args: { status: 2, page: 'realName' } };
/** 3: the reason, 重置页面 and 查看日志. */
export const Status3ChannelRejected: Story = { args: { status: 3 } };
export const Status4FinalPassed: Story = { args: { status: 4, page: 'branch' } };
export const Status5FinalRejected: Story = { args: { status: 5 } };
