import { DeleteOutlined } from '@ant-design/icons';
import { App, Badge, Button, Image, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { Row } from '../../../engine/index.ts';
import type { MemoryListServices } from '../../../stories/fixtures/fake-list-services.ts';
import { installBench, LEVELS, LIST_URL, ROWS, SHOW_URL, STUDY_TYPES } from './shared.tsx';

// The baseline of the list bench (tests/bench/list-chromium.ts): the page config.tsx draws with
// <ConfigList>, written by hand the way an antd page usually is: the rows in state, columns with
// render functions, antd Image, Tag, Switch and Badge in the cells, links for the row actions,
// 操作成功 and a reload after the switch's call. Same rows, columns, widths, actions and pager.
// `?lean` is the same page written for speed: plain thumbnails, buttons and status dots, the
// columns memoised (what <ConfigList> does), a stricter baseline.

const LEAN = new URLSearchParams(location.search).has('lean');
const leanAction: CSSProperties = { padding: '0 4px', border: 0, background: 'none', color: '#1677ff', cursor: 'pointer', font: 'inherit' };
const dot = (colour: string): CSSProperties => ({ display: 'inline-block', width: 6, height: 6, marginInlineEnd: 8, borderRadius: '50%', background: colour, verticalAlign: 'middle' });

const money = (value: unknown) => Number(value).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function MajorsPage({ services }: { services: MemoryListServices }) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(ROWS);
  const [selectedKeys, setSelectedKeys] = useState<React.Key[]>([]);
  const [switching, setSwitching] = useState<number[]>([]);

  const load = useCallback(
    async (quiet = false) => {
      if (!quiet) setLoading(true);
      const answer = await services.send({ call: 'list', method: 'get', url: LIST_URL, query: { page, page_size: pageSize } });
      const data = answer.data as { data: Row[]; total: number };
      setRows(data.data);
      setTotal(data.total);
      setLoading(false);
    },
    [services, page, pageSize],
  );
  useEffect(() => void load(), [load]);

  const setShow = async (row: Row, checked: boolean) => {
    const id = Number(row.id);
    setRows((current) => current.map((one) => (one.id === row.id ? { ...one, is_show: checked ? 1 : 0 } : one)));
    setSwitching((current) => [...current, id]);
    const answer = await services.send({ call: 'update', method: 'put', url: SHOW_URL, body: { ids: [id], is_show: checked ? 1 : 0 } });
    setSwitching((current) => current.filter((one) => one !== id));
    if (answer.code === 200) {
      message.success('操作成功');
      void load(true);
    } else {
      message.warning(answer.message);
      void load(true);
    }
  };

  const columns: TableColumnsType<Row> = [
    {
      title: '图片',
      dataIndex: 'image',
      width: 90,
      render: (src: string) => (LEAN ? <img src={src} alt="图片" width={64} height={48} loading="lazy" /> : <Image src={src} alt="图片" width={64} height={48} />),
    },
    { title: '专业名称', dataIndex: 'name', width: 160 },
    { title: '层次', dataIndex: 'level', width: 90, render: (level) => <Tag style={{ marginInlineEnd: 0 }}>{LEVELS[String(level)]}</Tag> },
    { title: '学习形式', dataIndex: 'study_type', width: 100, render: (type) => STUDY_TYPES[String(type)] },
    { title: '学制（年）', dataIndex: 'years', width: 90 },
    { title: '学费（元/年）', dataIndex: 'tuition', width: 120, align: 'right', render: money },
    {
      title: '主页展示',
      dataIndex: 'is_show',
      width: 100,
      render: (value, row) => (
        <Switch size="small" checked={value === 1} loading={switching.includes(Number(row.id))} aria-label={`主页展示：${value === 1 ? '是' : '否'}`} onChange={(checked) => void setShow(row, checked)} />
      ),
    },
    { title: '推荐', dataIndex: 'marker', width: 80, render: (marker) => <Tag color={marker === 1 ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>{marker === 1 ? '是' : '否'}</Tag> },
    {
      title: '状态',
      dataIndex: 'active',
      width: 90,
      render: (active) =>
        LEAN ? (
          <span>
            <span style={dot(active === 1 ? '#52c41a' : '#d9d9d9')} />
            {active === 1 ? '已启用' : '已停用'}
          </span>
        ) : (
          <Badge status={active === 1 ? 'success' : 'default'} text={active === 1 ? '已启用' : '已停用'} />
        ),
    },
    { title: '置顶', dataIndex: 'top_sort', width: 70 },
    { title: '简介', dataIndex: 'desc', ellipsis: { showTitle: true } },
    { title: '创建时间', dataIndex: 'created_at', width: 170, render: (time) => dayjs(time).format('YYYY-MM-DD HH:mm:ss') },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 194,
      render: (_, row) =>
        LEAN ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
            <button type="button" style={leanAction}>
              {row.active === 1 ? '停用' : '启用'}
            </button>
            {Number(row.top_sort) > 0 && (
              <button type="button" style={leanAction}>
                取消置顶
              </button>
            )}
            <button type="button" style={{ ...leanAction, color: '#ff4d4f' }}>
              删除
            </button>
          </div>
        ) : (
        <Space size={4} wrap>
          <Typography.Link>{row.active === 1 ? '停用' : '启用'}</Typography.Link>
          {Number(row.top_sort) > 0 && <Typography.Link>取消置顶</Typography.Link>}
          <Typography.Link type="danger">删除</Typography.Link>
        </Space>
      ),
    },
  ];
  // the lean page keeps its columns while what they read stays (the switches in flight, load)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the render functions read only `switching` and setShow, which reads `load` and state setters
  const memoised = useMemo(() => columns, [switching, load]);

  return (
    <div>
      <Typography.Title level={4}>专业管理</Typography.Title>
      <Space style={{ marginBottom: 12 }}>
        <Button>批量启用</Button>
        <Button>批量停用</Button>
        <Button danger icon={<DeleteOutlined />}>
          批量删除
        </Button>
      </Space>
      <Table<Row>
        className="hand-table"
        size="middle"
        rowKey="id"
        columns={LEAN ? memoised : columns}
        dataSource={rows}
        loading={loading}
        rowSelection={{ selectedRowKeys: selectedKeys, onChange: setSelectedKeys }}
        scroll={{ x: 1562 }}
        pagination={{
          current: page,
          pageSize,
          total,
          pageSizeOptions: [10, 20, 50],
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (count) => `共 ${count} 条`,
          onChange: (next, size) => {
            setPage(next);
            setPageSize(size);
          },
        }}
      />
    </div>
  );
}

installBench((services) => <MajorsPage services={services} />, '.hand-table');
