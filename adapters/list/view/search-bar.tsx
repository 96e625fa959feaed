import { Form } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import type { ISchema } from '@formily/react';
import { Button, Space } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useMemo, useRef } from 'react';
import type { CompiledForm } from '../../../engine/index.ts';
import { ConfigSchemaField } from '../../form/index.ts';
import { useListContext } from '../controller/index.ts';

// The search filters of a list page: its `search` fields compiled like any form (engine
// compileForm) and rendered by the same widgets; 查询 (or Enter) searches from page 1, 重置
// clears the fields and searches again. The form lives as long as the page, so a tab keeps its
// filters when you leave it and come back.

export interface SearchBarProps {
  /** The filters in use when the page opens (from the URL). */
  initialValues?: Record<string, unknown> | undefined;
}

/** The form's values as plain data (Formily's are observable proxies). */
const plain = (values: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(values ?? {})) as Record<string, unknown>;

/** The search bar of the nearest <ListBase> (nothing when its list has no search fields). */
export function SearchBar({ initialValues }: SearchBarProps) {
  const { list, search, data } = useListContext();
  return list.search ? <SearchForm schema={list.search} onSearch={search} loading={data.loading} initialValues={initialValues} /> : null;
}

function SearchForm({ schema, onSearch, loading, initialValues }: SearchBarProps & { schema: CompiledForm; onSearch(values: Record<string, unknown>): void; loading: boolean }) {
  // The form lives as long as the page (the first values only), unless its fields change (the
  // studio's live preview, issue 60: a renamed search label stayed stale, as a Formily form keeps
  // the fields it made): then a new form takes over what was typed.
  const signature = useMemo(() => JSON.stringify(schema), [schema]);
  const last = useRef<{ values: unknown }>(undefined);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new form for new fields only
  const form = useMemo(() => createForm({ initialValues: last.current ? plain(last.current.values) : initialValues }), [signature]);
  last.current = form;
  const fields = schema as unknown as ISchema;
  return (
    <section className="config-list-search" aria-label="搜索">
      <Form form={form} layout="vertical" feedbackLayout="terse" onAutoSubmit={(values: unknown) => onSearch(plain(values))}>
        <ConfigSchemaField schema={fields} />
        <Space>
          {/* never disabled while rows load: a new search always runs, and the latest one's rows win (issue 33 item 4) */}
          <Button type="primary" htmlType="submit" icon={loading ? <LoadingOutlined /> : undefined} aria-busy={loading || undefined}>
            查询
          </Button>
          <Button
            onClick={() => {
              void form.reset('*', { forceClear: true }).then(() => onSearch({}));
            }}
          >
            重置
          </Button>
        </Space>
      </Form>
    </section>
  );
}
