import { Button, Table } from 'antd';
import { Modal } from '../ui/index.ts';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { conflictsOf, MESSAGES, readFormValues, type ApiRequest, type FieldConflict, type FormConfig, type ListServices, type RecordChanges } from '../../engine/index.ts';
import { changedRecordOf } from '../http/index.ts';
import { formValues } from './form-values.ts';

// No silent overwrite (issue 58 item 1). A save is sent only if the record is still as the screen
// loaded it: with If-Match (the load answer's ETag) where the backend gives a version, which
// answers 409 with the record as it is now; against a backend that gives none, by reading the
// record again just before sending and comparing. Either way, when someone else changed it, the
// user sees 该记录已被他人修改 with the fields that differ (theirs, yours) and chooses: keep theirs
// (the screen shows them, nothing is sent), keep mine, or keep both (the default: the fields the
// user did not change take the new values). Nothing is sent twice. The edit dialogs, 课程内容,
// 授课教师 and the authentication form each give their own model of what a record holds.

type Values = Record<string, unknown>;
type Choice = 'merge' | 'mine' | 'theirs' | 'cancel';

/** What a screen's record holds, for the comparison. */
export interface ConflictModel {
  /** The record as the screen holds it, from a load answer's data (an object, or a list). */
  read(data: unknown): Values;
  /** What changed between the record as loaded (base), as it is now (theirs) and as the user would send it (mine). */
  compare(base: Values, theirs: Values, mine: Values): RecordChanges;
  /** A value as the user reads it in the comparison (default: shownValue). */
  show?(conflict: FieldConflict, value: unknown): string;
}

/** The record as it is now and its version (the ETag), read again. */
export interface Current {
  data?: unknown;
  version?: string;
}

/** Sends the body (with If-Match when there is a version); a failure goes to `handled` first, which answers a 409. */
export type SendChecked = (body: Values, ifMatch: string | undefined, handled: (failure: unknown) => Promise<boolean>) => Promise<unknown>;

const isValues = (data: unknown): data is Values => typeof data === 'object' && data !== null && !Array.isArray(data);

/** A form-config's record: its fields, as the form reads and sends them. */
export function formConflictModel(config: FormConfig | undefined): ConflictModel {
  return {
    read: (data) => {
      const record = isValues(data) ? data : {};
      return config ? formValues(config, readFormValues(config, record)) : record;
    },
    compare: (base, theirs, mine) => conflictsOf(config ?? { fields: [] }, base, theirs, mine),
  };
}

/** The detail call read again through the list page's services. */
export const currentOf = (services: Pick<ListServices, 'send'>, detail: ApiRequest | undefined): (() => Promise<Current>) | undefined =>
  detail ? () => services.send(detail) : undefined;

/** A value as the user reads it: none as （空）, lists joined by 、, HTML as its text. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '（空）';
  if (Array.isArray(value)) return value.length ? value.map(shownValue).join('、') : '（空）';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (!/<[a-z][^>]*>/i.test(text)) return text;
  // a space where a block ends, so that a heading and its paragraph read as two
  const spaced = text.replace(/<\/(p|h[1-6]|li|div|blockquote)>|<br\s*\/?>/gi, (tag) => `${tag} `);
  const plain = (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return plain.length > 120 ? `${plain.slice(0, 120)}…` : plain || '（空）';
}

interface Pending {
  changes: FieldConflict[];
  show: NonNullable<ConflictModel['show']>;
  answer(choice: Choice): void;
}

function ConflictDialog({ pending }: { pending: Pending | null }) {
  if (!pending) return null;
  const { changes, answer, show } = pending;
  const rows = changes.map((conflict) => ({ key: conflict.key, label: conflict.label, theirs: show(conflict, conflict.theirs), mine: show(conflict, conflict.mine) }));
  const both = changes.some((conflict) => conflict.mineChanged);
  return (
    <Modal
      open
      title={MESSAGES.recordChanged}
      width={640}
      maskClosable={false}
      onCancel={() => answer('cancel')}
      footer={[
        <Button key="theirs" onClick={() => answer('theirs')}>
          保留对方的修改
        </Button>,
        <Button key="mine" onClick={() => answer('mine')}>
          保留我的修改
        </Button>,
        <Button key="merge" type="primary" onClick={() => answer('merge')}>
          合并保存
        </Button>,
      ]}
    >
      <p>在您编辑期间，他人保存了这条记录。以下字段与您要保存的不同：</p>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          { title: '字段', dataIndex: 'label', width: 140 },
          { title: '对方的修改', dataIndex: 'theirs' },
          { title: '您的修改', dataIndex: 'mine' },
        ]}
      />
      <p style={{ marginTop: 12, marginBottom: 0 }}>
        合并保存：您没有改过的字段采用对方的修改{both ? '，您改过的字段保留您的修改' : ''}。
      </p>
    </Modal>
  );
}

export interface RecordConflicts {
  /** Called with the load answer's data and its version; the first call counts, unless `again` (a new load the user chose: 重置页面, a save). */
  loaded(data: unknown, version: string | undefined, again?: boolean): void;
  /**
   * Sends `mine` unless the record changed meanwhile; then asks the user, and sends what they
   * chose (or shows theirs through `showTheirs`, sending nothing). Resolves when done or answered.
   */
  save(mine: Values, send: SendChecked): Promise<void>;
  /** The comparison dialog, to be rendered beside the screen. */
  dialog: ReactNode;
}

/**
 * The version check of one screen's save. `current` reads the record again (none: nothing to
 * compare with, the save goes as it is); `showTheirs` puts the record as it is now on the screen.
 */
export function useRecordConflicts(model: ConflictModel, current: (() => Promise<Current>) | undefined, showTheirs: (values: Values) => void): RecordConflicts {
  const base = useRef<{ values: Values; version: string | undefined } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const live = useRef({ model, current, showTheirs });
  live.current = { model, current, showTheirs };
  const ask = useCallback(
    (changes: FieldConflict[]) =>
      new Promise<Choice>((resolve) => setPending({ changes, show: live.current.model.show ?? ((_c, value) => shownValue(value)), answer: (choice) => (setPending(null), resolve(choice)) })),
    [],
  );

  // once: the record as the screen first showed it; after that only a reconciliation (or a load
  // the user asked for) moves it: a list refreshed meanwhile hands a dialog a new row, and its
  // detail answer from the cache
  const loaded = useCallback((data: unknown, version: string | undefined, again = false) => {
    if (base.current && !again) return;
    base.current = { values: live.current.model.read(data), version };
  }, []);

  const save = useCallback<RecordConflicts['save']>(
    async (mine, send) => {
      const { model, current } = live.current;
      const was = base.current;
      /** Reconciles with the record as it is now: the user's choice, then the send (or not). */
      const reconcile = async (now: Current): Promise<void> => {
        const theirs = model.read(now.data);
        const { conflicts, merged, changedByThem } = model.compare(was?.values ?? {}, theirs, mine);
        base.current = { values: theirs, version: now.version };
        if (!changedByThem) return void (await send(mine, now.version, handled));
        // they changed only what the user would send anyway: nothing to ask
        const choice = conflicts.length === 0 ? 'merge' : await ask(conflicts);
        if (choice === 'cancel') {
          base.current = was;
          return;
        }
        // a copy: the screen keeps what it is given as its own values, and the user types into them
        if (choice === 'theirs') return live.current.showTheirs(structuredClone(theirs));
        await send(choice === 'mine' ? mine : merged, now.version, handled);
      };
      /** A 409: the record changed since it was loaded; its data is the record as it is now. */
      const handled = async (failure: unknown): Promise<boolean> => {
        const now = await changedRecordOf(failure);
        if (now === undefined) return false;
        // the record and its version as they are now (read again: the 409's copy has no version)
        await reconcile(current ? await current() : { data: now });
        return true;
      };
      if (!current || !was) return void (await send(mine, undefined, handled));
      if (was.version) return void (await send(mine, was.version, handled));
      // no version from this backend: read the record again and compare
      await reconcile(await current());
    },
    [ask],
  );

  return { loaded, save, dialog: <ConflictDialog pending={pending} /> };
}
