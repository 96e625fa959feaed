import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { Avatar, Button, Select, Spin, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { RetryAlert, useFormServices } from '../../ui/index.ts';
import { rowName } from './dialog-support.ts';
import { DialogTable } from './dialog-table.tsx';
import { NewTeacherForm } from './new-teacher-form.tsx';
import { SaveModal, titled } from './save-modal.tsx';
import type { ListDialogProps } from './types.ts';
import { useTeachers, type Entry } from './use-teachers.ts';
import './list-dialogs.css';

// Teaching teachers of a course or project (spec sections 2, 3, 7): the page's teachers call
// (GET fxl-school-train-item-add-teacher/{id}) lists them, position 0 a synced pool teacher
// (已同步), 1 one of this course only (未同步); GET common/teachers?train_id={id} gives the pool
// teachers that may be added, a page at a time, searched by name on the server. The list is edited here (add existing, add new, remove) and saved
// at once with POST fxl-school-train-item-add-teacher {train_id, teachers: [id | new teacher]}.
// What it does is useTeachers (use-teachers.ts); this file is its look.

export type { TrainTeacher } from '../../../engine/index.ts';

export default function TeachersDialog(props: ListDialogProps) {
  const { list, row } = props;
  const { assetUrl } = useFormServices();
  const { conflictDialog, entries, options, search, openPicker, picked, setPicked, addPicked, creating, setCreating, addNew, remove, load, error, saving, save } = useTeachers(props);

  const columns: TableColumnsType<Entry> = [
    {
      title: '照片',
      dataIndex: 'image',
      width: 64,
      render: (image: string, entry) => (
        <Avatar shape="square" size={40} src={image ? assetUrl(image) : undefined} alt={entry.name}>
          {entry.name.slice(0, 1)}
        </Avatar>
      ),
    },
    { title: '姓名', dataIndex: 'name', width: 140 },
    { title: '职称', dataIndex: 'post' },
    {
      title: '状态',
      dataIndex: 'position',
      width: 150,
      render: (position: 0 | 1, entry) => (
        <>
          {position === 0 ? <Tag color="success">已同步</Tag> : <Tag color="warning">未同步</Tag>}
          {entry.fresh && <Tag color="processing">待保存</Tag>}
        </>
      ),
    },
    {
      title: '操作',
      key: 'remove',
      width: 80,
      render: (_, entry) => (
        <Button type="link" danger size="small" aria-label={`移除 ${entry.name}`} onClick={() => remove(entry)}>
          移除
        </Button>
      ),
    },
  ];

  return (
    <SaveModal title={titled('授课教师', rowName(row))} width={820} save={saving} onSave={save} ready={Boolean(entries)}>
      {conflictDialog}
      {error && <RetryAlert className="list-dialog-load-error" message={error} onRetry={() => void load.refetch()} />}
      <div className="list-dialog-teacher-add">
        <Select
          showSearch
          allowClear
          aria-label="选择已有教师"
          placeholder="搜索并选择教师库中的教师"
          style={{ width: 320 }}
          value={picked}
          onChange={(value: string | undefined) => setPicked(value)}
          options={options}
          filterOption={false}
          onSearch={search.search}
          onPopupScroll={search.onPopupScroll}
          onOpenChange={(open) => open && openPicker()}
          loading={search.loading}
          notFoundContent={search.loading ? <Spin size="small" /> : search.error || '没有可添加的教师'}
          disabled={!entries}
        />
        <Button icon={<PlusOutlined />} onClick={addPicked} disabled={picked === undefined}>
          添加
        </Button>
        <Button icon={<UserAddOutlined />} onClick={() => setCreating(true)} disabled={!entries || creating}>
          新增教师
        </Button>
      </div>
      {creating && <NewTeacherForm onAdd={addNew} onCancel={() => setCreating(false)} />}
      <Typography.Paragraph type="secondary" className="list-dialog-hint">
        已同步：教师库中的教师，资料随教师库更新；未同步：仅属于本{list.title.includes('项目') ? '项目' : '课程'}的教师。修改后请点击“保存”。
      </Typography.Paragraph>
      <DialogTable<Entry> columns={columns} rows={entries} loading={load.isFetching} empty="暂无授课教师" />
    </SaveModal>
  );
}
