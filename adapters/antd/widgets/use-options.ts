import { useForm } from '@formily/react';
import { useEffect, useMemo, useState } from 'react';
import { toFormPath, type SelectConfig, type SelectOption } from '../../../engine/index.ts';
import { useFormServices } from '../services-context.tsx';

export interface OptionsState {
  options: SelectOption[];
  loading: boolean;
  /** Why there are no options yet: a load error, or the fields still to fill (must_query). */
  notice: string;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The query a source sends: each must_query key with its current form value, or null while one
 * is empty. Read inside an `observer` component, so it re-runs when those values change.
 */
export function useQuery(keys: readonly string[] | undefined): Record<string, string | number> | null {
  const form = useForm();
  const params: Record<string, string | number> = {};
  for (const key of keys ?? []) {
    const value: unknown = form.getValuesIn(toFormPath(key));
    if (isEmpty(value)) return null;
    params[key.split('|').pop() ?? key] = Array.isArray(value) ? value.join(',') : (value as string | number);
  }
  return params;
}

/**
 * The options of a select config (spec section 3, Select config): `data` for normal sources; for
 * api sources a GET of `data_source` with the must_query values, re-sent when they change.
 */
export function useOptions(source: SelectConfig | undefined): OptionsState {
  const { dataSource } = useFormServices();
  const params = useQuery(source?.must_query);
  const paramsKey = params ? JSON.stringify(params) : null;
  const url = source?.data_type === 'api' ? source.data_source : undefined;
  const [state, setState] = useState<OptionsState>({ options: [], loading: false, notice: '' });

  useEffect(() => {
    if (!url) return;
    if (paramsKey === null) {
      setState({ options: [], loading: false, notice: '请先填写前面的选项' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, notice: '' }));
    dataSource
      .options({ url, params: JSON.parse(paramsKey) as Record<string, string | number>, signal: controller.signal })
      .then((options) => setState({ options, loading: false, notice: options.length ? '' : '暂无选项' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ options: [], loading: false, notice: `选项加载失败：${error instanceof Error ? error.message : String(error)}` });
      });
    return () => controller.abort();
  }, [dataSource, url, paramsKey]);

  return useMemo(() => (url ? state : { options: source?.data ?? [], loading: false, notice: '' }), [url, state, source?.data]);
}

/** The name of the option with this id (ids compare loosely: 1 matches "1"), searching a tree. */
export function optionName(options: readonly SelectOption[], id: unknown): string | undefined {
  for (const option of options) {
    if (String(option.id) === String(id)) return option.name;
    const inChild = option.children ? optionName(option.children, id) : undefined;
    if (inChild !== undefined) return inChild;
  }
  return undefined;
}
