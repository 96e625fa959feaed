import type { Field } from '@formily/core';
import { connect, mapReadPretty, observer, useField } from '@formily/react';
import { Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { SelectConfig, WidgetProps } from '../../../engine/index.ts';
import { useFormServices } from '../../ui/index.ts';
import { useFieldLabel } from './field-label.ts';
import { OptionsFailed } from './options-status.tsx';
import { ReadText, useShowFieldText, valueText } from './read-text.tsx';
import { queryKeys } from '../../api/index.ts';
import { OPTIONS_FRESH_MS, useSourceQuery } from './use-options.ts';
import { useSearchPages } from './use-search-pages.ts';

type Id = string | number;
type Props = WidgetProps['SearchPageSelect'] & { value?: Id | Id[]; onChange?: (value: Id | Id[] | undefined) => void; disabled?: boolean };

/**
 * The name of the chosen id (issue 29 item 3: never the bare id): the record's show_field text
 * while the value is the one the record was loaded with, else the source's, asked by id (`id` with
 * the search's query; only an item of that very id names it). Undefined while asking, or when the
 * source cannot name it. `needed` false asks nothing (the search's own results name it).
 */
function useChosenName(source: SelectConfig, value: Id | Id[] | undefined, needed = true): { name: string | undefined; asking: boolean } {
  const field = useField<Field>();
  const { dataSource } = useFormServices();
  const params = useSourceQuery(source.must_query);
  const shown = useShowFieldText();
  const id = value === undefined || value === null || value === '' || Array.isArray(value) ? undefined : value;
  const loadedWith = shown !== undefined && (Array.isArray(value) || String(field.initialValue) === String(value));
  const url = source.data_source ?? '';
  const lookup = useQuery({
    queryKey: queryKeys.optionName(url, params ?? {}, String(id)),
    queryFn: async ({ signal }) => {
      const page = await dataSource.page({ url, params: { ...params, id: id as Id }, page: 1, pageSize: 10, name: '', signal });
      return page.items.find((item) => String(item.id) === String(id))?.name ?? null;
    },
    enabled: needed && !loadedWith && id !== undefined && Boolean(url) && params !== null,
    staleTime: OPTIONS_FRESH_MS,
    retry: false,
  });
  if (loadedWith) return { name: shown, asking: false };
  return { name: lookup.data ?? undefined, asking: lookup.isFetching && lookup.data === undefined };
}

/**
 * search-page: a paged remote search (spec section 7: page, name). Typing searches by name;
 * scrolling to the end of the list loads the next page.
 */
const SearchPageBase = observer(function SearchPageBase({ source, multiple, pageSize, placeholder, value, onChange, disabled }: Props) {
  const { dataSource } = useFormServices();
  const params = useSourceQuery(source.must_query);
  const label = useFieldLabel();
  const field = useField<Field>();
  const showField = (field.data as { showField?: string } | undefined)?.showField;
  const paramsKey = params ? JSON.stringify(params) : null;
  const url = source.data_source ?? '';

  // One cache entry per source, query and name; its pages are the scrolled-to pages (use-search-pages.ts).
  const search = useSearchPages({
    keyOf: (name) => queryKeys.optionPages(url, params ?? {}, name, pageSize),
    fetchPage: ({ page, name, signal }) => dataSource.page({ url, params: params ?? {}, page, pageSize, name, signal }),
    enabled: Boolean(source.data_source) && paramsKey !== null,
    staleTime: OPTIONS_FRESH_MS,
  });
  const { items, loading, error } = search;

  const known = new Set(items.map((item) => String(item.id)));
  const current = value === undefined || Array.isArray(value) ? [] : [value];
  const chosen = useChosenName(source, value, current.some((id) => !known.has(String(id))));
  const extra = current.filter((id) => !known.has(String(id))).map((id) => ({ value: id, label: chosen.name ?? (chosen.asking ? '加载中…' : String(id)) }));
  const select = (
    <Select
      aria-label={label}
      showSearch
      filterOption={false}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={(next: Id | Id[] | undefined) => {
        onChange?.(next);
        // the show_field text follows the choice, so a form sending every value never sends a stale name
        if (showField && !Array.isArray(next)) field.form.setValuesIn(showField, items.find((item) => String(item.id) === String(next))?.name);
      }}
      onSearch={search.search}
      onPopupScroll={search.onPopupScroll}
      options={[...extra, ...items.map((item) => ({ value: item.id, label: item.name }))]}
      notFoundContent={loading ? <Spin size="small" /> : error || (paramsKey === null ? '请先填写前面的选项' : '无匹配结果')}
      loading={loading}
      placeholder={placeholder}
      disabled={disabled}
      allowClear
      style={{ width: '100%' }}
    />
  );
  // a failure shows in the drop-down too, but only while it is open
  if (!error) return select;
  return (
    <>
      {select}
      <OptionsFailed message={error} onRetry={search.retry} retrying={loading} />
    </>
  );
});

const ReadSearchPage = observer(function ReadSearchPage({ source, value }: Props) {
  const { name, asking } = useChosenName(source, value);
  if (asking) return <Spin size="small" aria-label="加载中" />;
  return <ReadText text={name ?? valueText(value)} />;
});

export const SearchPageSelect = connect(SearchPageBase, mapReadPretty(ReadSearchPage));
