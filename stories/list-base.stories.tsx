import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, Button, Card, Pagination, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { ListBase, ListDialogHost, ListToolbar, useListContext } from '../adapters/list/index.ts';
import { ListServicesProvider } from '../adapters/ui/index.ts';
import { compileList, parseMenuComponent, type Row } from '../engine/index.ts';
import teachersPage from '../schemas/pages/fxl-school.teacher.json';
import { createMemoryListServices } from './fixtures/fake-list-services.ts';
import { WithServices } from './fixtures/field-states.tsx';
import { svgImage } from './fixtures/fake-services.ts';

// A bespoke screen over the list page's controller: <ListBase> with a view of its own (cards
// instead of the table). The toolbar, row actions, paging and dialogs are the config's, as on
// the generic page; the calls come from a <ListServicesProvider>.

const page = (() => {
  const parsed = parseMenuComponent(teachersPage);
  const config = parsed.ok ? parsed.config : parsed.partial;
  if (!config?.list) throw new Error('teachers page without a list');
  return { list: compileList(config.list, config.form), form: config.form };
})();

const ROWS: Row[] = ['王建国', '李秀英', '孙浩', '徐丽', '吴刚', '赵敏', '周杰'].map((name, index) => ({
  id: index + 1,
  name,
  post: index % 2 ? '讲师' : '教授',
  image: svgImage(name),
  is_show: index % 2,
  top_sort: 0,
  created_at: `2026-11-${String(18 - index).padStart(2, '0')} 09:00:00`,
}));

function TeacherCards() {
  const { list, data, actions } = useListContext();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ListToolbar />
      <Space wrap>
        {data.rows.map((row) => (
          <Card
            key={String(list.idOf(row))}
            size="small"
            style={{ width: 220 }}
            actions={list.actionsFor(row).map((action) => (
              <Button key={`${action.kind}:${action.label}`} type="link" size="small" danger={action.danger} onClick={() => actions.row(action, row)}>
                {action.label}
              </Button>
            ))}
          >
            {/* the photo beside the name it would repeat: decorative (alt="") */}
            <Card.Meta avatar={<Avatar src={String(row.image)} alt="" />} title={String(row.name)} description={String(row.post ?? '')} />
          </Card>
        ))}
      </Space>
      <Typography.Text type="secondary">{data.loading ? '加载中…' : `共 ${data.total} 位教师`}</Typography.Text>
      <Pagination current={data.page} pageSize={data.pageSize} total={data.total} onChange={data.setPage} size="small" />
      <ListDialogHost />
    </Space>
  );
}

function BespokeList() {
  const services = useMemo(() => createMemoryListServices({ rows: ROWS, latencyMs: 150 }), []);
  return (
    <WithServices>
      <ListServicesProvider value={services}>
        <div style={{ padding: 16 }}>
          <ListBase list={page.list} form={page.form}>
            <TeacherCards />
          </ListBase>
        </div>
      </ListServicesProvider>
    </WithServices>
  );
}

const meta = { title: 'List/ListBase', component: BespokeList } satisfies Meta<typeof BespokeList>;
export default meta;

export const TeacherCardsView: StoryObj<typeof meta> = {};
