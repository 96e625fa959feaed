import { connect, mapReadPretty, observer } from '@formily/react';
import { Select, Spin } from 'antd';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../../engine/index.ts';
import { useFormServices } from '../services-context.tsx';
import { useFieldLabel } from './field-label.ts';
import { ReadText, useShowFieldText, valueText } from './read-text.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { OPTIONS_FRESH_MS, useSourceQuery } from './use-options.ts';

type Id = string | number;
type Props = WidgetProps['SearchPageSelect'] & { value?: Id | Id[]; onChange?: (value: Id | Id[] | undefined) => void; disabled?: boolean };

const SEARCH_DELAY_MS = 300;

/**
 * search-page: a paged remote search (spec section 7: page, name). Typing searches by name;
 * scrolling to the end of the list loads the next page.
 */
const SearchPageBase = observer(function SearchPageBase({ source, multiple, pageSize, placeholder, value, onChange, disabled }: Props) {
  const { dataSource } = useFormServices();
  const params = useSourceQuery(source.must_query);
  const shownText = useShowFieldText();
  const label = useFieldLabel();
  // what is typed, and the name searched once typing paused
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setName(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const paramsKey = params ? JSON.stringify(params) : null;
  const url = source.data_source ?? '';

  // One cache entry per source, query and name; its pages are the scrolled-to pages.
  const query = useInfiniteQuery({
    queryKey: queryKeys.optionPages(url, params ?? {}, name, pageSize),
    queryFn: ({ pageParam, signal }) => dataSource.page({ url, params: params ?? {}, page: pageParam, pageSize, name, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((sum, one) => sum + one.items.length, 0) < last.total && last.items.length > 0 ? pages.length + 1 : undefined),
    enabled: Boolean(source.data_source) && paramsKey !== null,
    staleTime: OPTIONS_FRESH_MS,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => query.data?.pages.flatMap((one) => one.items) ?? [], [query.data]);
  const loading = query.isFetching;
  const error = query.error ? `搜索失败：${query.error instanceof Error ? query.error.message : String(query.error)}` : '';

  const known = new Set(items.map((item) => String(item.id)));
  const current = value === undefined || Array.isArray(value) ? [] : [value];
  const extra = current.filter((id) => !known.has(String(id))).map((id) => ({ value: id, label: shownText ?? String(id) }));
  return (
    <Select
      aria-label={label}
      showSearch
      filterOption={false}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={(next: Id | Id[] | undefined) => onChange?.(next)}
      onSearch={(text) => setTyped(text.trim())}
      onPopupScroll={(event) => {
        const list = event.currentTarget;
        if (!loading && query.hasNextPage && list.scrollTop + list.clientHeight >= list.scrollHeight - 24) void query.fetchNextPage();
      }}
      options={[...extra, ...items.map((item) => ({ value: item.id, label: item.name }))]}
      notFoundContent={loading ? <Spin size="small" /> : error || (paramsKey === null ? '请先填写前面的选项' : '无匹配结果')}
      loading={loading}
      placeholder={placeholder}
      disabled={disabled}
      allowClear
      style={{ width: '100%' }}
    />
  );
});

const ReadSearchPage = observer(function ReadSearchPage({ value }: Props) {
  const shown = useShowFieldText();
  return <ReadText text={shown ?? valueText(value)} />;
});

export const SearchPageSelect = connect(SearchPageBase, mapReadPretty(ReadSearchPage));
