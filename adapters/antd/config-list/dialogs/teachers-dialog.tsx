import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { Avatar, Button, Modal, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { contracts, type Id, type TrainTeacher } from '../../../../engine/index.ts';
import { useDialogSave } from '../../close-guard.ts';
import { useFormServices } from '../../services-context.tsx';
import { useOutcome } from '../outcome.ts';
import { candidateTeachersRequest, dataAs, rowName, saveTeachersRequest } from './dialog-support.ts';
import { NewTeacherForm, type NewTeacher } from './new-teacher-form.tsx';
import type { ListDialogProps } from './types.ts';
import { useDialogLoad } from './use-dialog-load.ts';
import { RetryAlert } from '../../retry-alert.tsx';
import { useDialogDraft } from './use-dialog-draft.ts';
import './list-dialogs.css';
import { errorMessage } from '../../../http/index.ts';

// Teaching teachers of a course or project (spec sections 2, 3, 7): the page's teachers call
// (GET fxl-school-train-item-add-teacher/{id}) lists them, position 0 a synced pool teacher
// (已同步), 1 one of this course only (未同步); GET common/teachers?train_id={id} gives the pool
// teachers that may be added. The list is edited here (add existing, add new, remove) and saved
// at once with POST fxl-school-train-item-add-teacher {train_id, teachers: [id | new teacher]}.

export type { TrainTeacher } from '../../../../engine/index.ts';

interface Entry {
  key: string;
  id: Id | null;
  name: string;
  post: string;
  image: string;
  desc: string;
  position: 0 | 1;
  /** Added in this dialog, not saved yet. */
  fresh: boolean;
}

const NO_TEACHERS: TrainTeacher[] = [];

let nextKey = 1;
const keyOf = () => `t${nextKey++}`;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function entryOf(teacher: TrainTeacher, fresh: boolean): Entry {
  const synced = String(teacher.position) === '0' && teacher.id !== null && teacher.id !== undefined;
  return { key: keyOf(), id: synced ? teacher.id : null, name: str(teacher.name), post: str(teacher.post), image: str(teacher.image), desc: str(teacher.desc), position: synced ? 0 : 1, fresh };
}

/** What the save sends for an entry: a pool teacher by id, any other as a teacher object. */
const payloadOf = (entry: Entry): Id | Record<string, unknown> =>
  entry.id !== null ? entry.id : { name: entry.name, post: entry.post, image: entry.image, desc: entry.desc, position: entry.position };

export default function TeachersDialog({ list, row, services, onClose, onDone }: ListDialogProps) {
  const outcome = useOutcome();
  const { assetUrl } = useFormServices();
  const trainId = row ? list.idOf(row) : '';
  const [edited, setEntries] = useState<Entry[] | undefined>();
  const [picked, setPicked] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);

  const request = useMemo(() => list.request('teachers', { id: trainId }), [list, trainId]);
  const candidates = useMemo(() => [candidateTeachersRequest(trainId)], [trainId]);
  const load = useDialogLoad(services, request, { also: candidates });
  // What the server answered, as entries; the user's edits replace them (setEntries).
  const answered = useMemo(() => {
    if (!load.data) return undefined;
    const [current, offered] = load.data;
    const teachers = dataAs(contracts.trainTeachers, current, 'teachers');
    // synced teachers removed here become candidates again
    const known = new Map<string, TrainTeacher>();
    for (const teacher of [...dataAs(contracts.trainTeachers, offered, 'common/teachers'), ...teachers.filter((t) => String(t.position) === '0')]) {
      if (teacher.id !== null && teacher.id !== undefined) known.set(String(teacher.id), teacher);
    }
    return { pool: [...known.values()], entries: teachers.map((teacher) => entryOf(teacher, false)) };
  }, [load.data]);
  const entries = edited ?? answered?.entries;
  const pool = answered?.pool ?? NO_TEACHERS;
  const error = load.error && !load.isFetching ? errorMessage(load.error, '授课教师加载失败') : undefined;

  const options = useMemo(() => {
    const taken = new Set((entries ?? []).filter((entry) => entry.id !== null).map((entry) => String(entry.id)));
    return pool.filter((teacher) => !taken.has(String(teacher.id))).map((teacher) => ({ value: String(teacher.id), label: teacher.post ? `${teacher.name}（${teacher.post}）` : teacher.name }));
  }, [entries, pool]);

  const addPicked = () => {
    const teacher = pool.find((one) => String(one.id) === picked);
    if (!teacher) return;
    setEntries([...(entries ?? []), entryOf({ ...teacher, position: 0 }, true)]);
    setPicked(undefined);
  };

  const addNew = (teacher: NewTeacher) => {
    setEntries([...(entries ?? []), { key: keyOf(), id: null, desc: '', fresh: true, ...teacher }]);
    setCreating(false);
  };

  // The edited list survives a 402 (use-draft.ts); closing with changes asks first
  const draft = useDialogDraft({ list, row }, 'teachers', {
    ready: entries !== undefined,
    dirty: () => creating || edited !== undefined,
    values: () => entries ?? [],
    restore: (kept: Entry[]) => setEntries(kept.map((entry) => ({ ...entry, key: keyOf() }))),
  });
  const saving = useDialogSave(draft.dirty, () => {
    draft.clear();
    onClose();
  });

  const save = async () => {
    if (!entries) return;
    try {
      if (outcome.answered(await services.send(saveTeachersRequest(trainId, entries.map(payloadOf))))) {
        draft.clear();
        onDone();
      }
    } catch (failure) {
      outcome.failed(failure, '保存失败，请稍后再试');
    }
  };

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
        <Button type="link" danger size="small" aria-label={`移除 ${entry.name}`} onClick={() => setEntries((entries ?? []).filter((one) => one.key !== entry.key))}>
          移除
        </Button>
      ),
    },
  ];

  const name = rowName(row);
  return (
    <Modal
      open
      title={name ? `授课教师：${name}` : '授课教师'}
      width={820}
      maskClosable={false}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: !entries, loading: saving.busy }}
      onOk={() => void saving.run(save)}
      onCancel={saving.close}
    >
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
          optionFilterProp="label"
          notFoundContent="没有可添加的教师"
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
      <Table<Entry>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={entries ?? []}
        loading={load.isFetching}
        pagination={false}
        locale={{ emptyText: '暂无授课教师' }}
      />
    </Modal>
  );
}
