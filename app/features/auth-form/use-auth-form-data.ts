import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Api } from '../../../adapters/api/index.ts';
import { queryKeys } from '../../../adapters/api/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import { usePageConfig } from '../../services/use-page-config.ts';
import { parseFormConfig, type ConfigError, type FormConfig } from '../../../engine/index.ts';

// The auth form's server state through TanStack Query: the page's form-config
// (menu-component/{id}, as the list page loads its page) and the show call it names.

export type AuthFormData =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry(): void }
  /** The page config cannot drive this screen (no form, no show call): what is wrong, for the product person. */
  | { status: 'broken'; errors: ConfigError[] }
  | { status: 'ready'; config: FormConfig; errors: ConfigError[]; warnings: ConfigError[]; show: Record<string, unknown>; reload(): Promise<Record<string, unknown> | undefined> };

export function useAuthFormData(menuId: string, { pages, authForm: api }: Pick<Api, 'pages' | 'authForm'>): AuthFormData {
  const page = usePageConfig(menuId, pages);
  const raw = page.data?.form;
  const parsed = useMemo(() => (page.data ? parseFormConfig(raw) : undefined), [page.data, raw]);
  const config = parsed ? (parsed.ok ? parsed.config : parsed.partial) : undefined;
  const showCall = config?.component.api_url?.show;
  const show = useQuery({
    queryKey: queryKeys.authForm(showCall?.url ?? ''),
    queryFn: () => api.show(showCall as NonNullable<typeof showCall>),
    enabled: Boolean(showCall),
    // The status changes on the reviewer's side: a page opened again asks again.
    staleTime: 0,
  });

  if (page.isPending) return { status: 'loading' };
  if (page.isError) return { status: 'error', message: errorMessage(page.error, '页面配置加载失败，请稍后再试'), retry: () => void page.refetch() };
  const errors = parsed && !parsed.ok ? parsed.errors : [];
  if (raw === undefined || raw === null) return { status: 'broken', errors: [{ path: 'form', message: `菜单项 ${menuId} 的页面配置没有 form（认证表单配置）` }] };
  if (!config) return { status: 'broken', errors };
  if (!showCall) return { status: 'broken', errors: [...errors, { path: 'form.component.api_url.show', message: '认证表单缺少 show 接口，无法读取已保存的资料与审核状态' }] };
  if (show.isPending) return { status: 'loading' };
  if (show.isError) return { status: 'error', message: errorMessage(show.error, '认证资料加载失败，请稍后再试'), retry: () => void show.refetch() };
  return {
    status: 'ready',
    config,
    errors,
    warnings: parsed?.warnings ?? [],
    show: show.data,
    reload: async () => (await show.refetch()).data,
  };
}
