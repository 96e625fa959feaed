import { observer, useForm } from '@formily/react';
import { useQuery } from '@tanstack/react-query';
import { createElement, useMemo, type ComponentType } from 'react';
import { toFormPath, type DataSource, type SelectConfig, type SelectOption } from '../../../engine/index.ts';
import { queryKeys } from '../../api/index.ts';
import { useFormServices } from '../../ui/index.ts';

export interface OptionsState {
  options: SelectOption[];
  loading: boolean;
  /** Why there are no options yet: a load error, or the fields still to fill (must_query). */
  notice: string;
  /** Asks the source again; given only when the load failed (`notice` says why). */
  retry?: (() => void) | undefined;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The query a source sends: each must_query key with its current form value, or null while one
 * is empty. Read inside an `observer` component, so it re-runs when those values change.
 */
export function useSourceQuery(keys: readonly string[] | undefined): Record<string, string | number> | null {
  const form = useForm();
  const params: Record<string, string | number> = {};
  for (const key of keys ?? []) {
    const value: unknown = form.getValuesIn(toFormPath(key));
    if (isEmpty(value)) return null;
    params[key.split('|').pop() ?? key] = Array.isArray(value) ? value.join(',') : (value as string | number);
  }
  return params;
}

/** Options stay fresh this long: opening a dialog again (or the same source in the search bar) asks nothing. */
export const OPTIONS_FRESH_MS = 5 * 60_000;

/** The query options of one source and query: one cache entry, shared by the search bar and every dialog. */
export function optionsQuery(dataSource: DataSource, url: string, params: Record<string, string | number>) {
  return {
    queryKey: queryKeys.options(url, params),
    queryFn: ({ signal }: { signal: AbortSignal }) => dataSource.options({ url, params, signal }),
    staleTime: OPTIONS_FRESH_MS,
  };
}

/**
 * The options of a select config (spec section 3, Select config): `data` for normal sources; for
 * api sources a GET of `data_source` with the must_query values, asked again when they change.
 */
export function useOptions(source: SelectConfig | undefined): OptionsState {
  const { dataSource } = useFormServices();
  const params = useSourceQuery(source?.must_query);
  const paramsKey = params ? JSON.stringify(params) : null;
  const url = source?.data_type === 'api' ? source.data_source : undefined;
  const query = useQuery({
    ...optionsQuery(dataSource, url ?? '', params ?? {}),
    enabled: Boolean(url) && paramsKey !== null,
  });
  const { data, error, isFetching, refetch } = query;

  return useMemo<OptionsState>(() => {
    if (!url) return staticOptions(source);
    if (paramsKey === null) return { options: [], loading: false, notice: '请先填写前面的选项' };
    if (error && !data) return { options: [], loading: isFetching, notice: `选项加载失败：${error instanceof Error ? error.message : String(error)}`, retry: () => void refetch() };
    return { options: data ?? NO_OPTIONS, loading: isFetching && !data, notice: data && data.length === 0 ? '暂无选项' : '' };
  }, [url, paramsKey, source, data, error, isFetching, refetch]);
}

const NO_OPTIONS: SelectOption[] = [];
const NONE: OptionsState = { options: NO_OPTIONS, loading: false, notice: '' };
const STATIC = new WeakMap<SelectConfig, OptionsState>();

/** The options of a source that lists them itself (data_source.data): the same object each time. */
function staticOptions(source: SelectConfig | undefined): OptionsState {
  if (!source) return NONE;
  let state = STATIC.get(source);
  if (!state) STATIC.set(source, (state = { options: source.data ?? NO_OPTIONS, loading: false, notice: '' }));
  return state;
}

/**
 * A widget drawn with its source's options (`options`, `loading`, `notice` beside its props).
 * Options listed in the config need no query and no observer: a 200-field form draws its selects
 * and radios about 8% faster without them (npm run bench). An api source's widget asks
 * (useOptions) and follows its must_query fields (observer). The kind of a field's source comes
 * from the config and never changes while it is shown.
 */
export function withOptions<P extends { source?: SelectConfig | undefined }>(View: ComponentType<P & OptionsState>): ComponentType<P> {
  const Asking: ComponentType<P> = observer(function Asking(props: P) {
    return createElement(View, { ...props, ...useOptions(props.source) });
  }) as unknown as ComponentType<P>;
  function WithOptions(props: P) {
    return props.source?.data_type === 'api' ? createElement(Asking, props) : createElement(View, { ...props, ...staticOptions(props.source) });
  }
  WithOptions.displayName = `WithOptions(${View.displayName ?? View.name})`;
  return WithOptions;
}
