import { connect, mapReadPretty, observer } from '@formily/react';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SelectOption, WidgetProps } from '../../../engine/index.ts';
import { useFormServices } from '../services-context.tsx';
import { useFieldLabel } from './field-label.ts';
import { ReadText, useShowFieldText, valueText } from './read-text.tsx';
import { useQuery } from './use-options.ts';

type Id = string | number;
type Props = WidgetProps['SearchPageSelect'] & { value?: Id | Id[]; onChange?: (value: Id | Id[] | undefined) => void; disabled?: boolean };

const SEARCH_DELAY_MS = 300;

/**
 * search-page: a paged remote search (spec section 7: page, name). Typing searches by name;
 * scrolling to the end of the list loads the next page.
 */
const SearchPageBase = observer(function SearchPageBase({ source, multiple, pageSize, placeholder, value, onChange, disabled }: Props) {
  const { dataSource } = useFormServices();
  const params = useQuery(source.must_query);
  const shownText = useShowFieldText();
  const label = useFieldLabel();
  const [name, setName] = useState('');
  const [items, setItems] = useState<SelectOption[]>([]);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const request = useRef(0);
  const paramsKey = params ? JSON.stringify(params) : null;

  useEffect(() => {
    if (!source.data_source || paramsKey === null) return;
    const id = ++request.current;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      dataSource
        .page({ url: source.data_source ?? '', params: JSON.parse(paramsKey) as Record<string, string | number>, page, pageSize, name, signal: controller.signal })
        .then((result) => {
          if (id !== request.current) return;
          setItems((current) => (page === 1 ? result.items : [...current, ...result.items]));
          setTotal(result.total);
          setError('');
        })
        .catch((reason: unknown) => {
          if (!controller.signal.aborted) setError(`搜索失败：${reason instanceof Error ? reason.message : String(reason)}`);
        })
        .finally(() => id === request.current && setLoading(false));
    }, page === 1 ? SEARCH_DELAY_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [dataSource, source.data_source, paramsKey, name, page, pageSize]);

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
      onSearch={(text) => {
        setName(text.trim());
        setPage(1);
      }}
      onPopupScroll={(event) => {
        const list = event.currentTarget;
        if (!loading && items.length < total && list.scrollTop + list.clientHeight >= list.scrollHeight - 24) setPage((p) => p + 1);
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
