import { Button, Modal, Table } from 'antd';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { conflictsOf, MESSAGES, readFormValues, type ApiRequest, type FieldConflict, type FormConfig, type ListServices } from '../../../../engine/index.ts';
import { changedRecordOf } from '../../../http/index.ts';
import { formValues } from './record.ts';

// No silent overwrite (issue 58 item 1). An edit is sent only if the record is still as the
// dialog loaded it: with If-Match (the detail answer's ETag) where the backend gives a version,
// which answers 409 with the record as it is now; against a backend that gives none, by reading
// the record again just before sending and comparing. Either way, when someone else changed it,
// the user sees 该记录已被他人修改 with the fields that differ (theirs, yours) and chooses: keep
// theirs (the form shows them, nothing is sent), keep mine, or keep both (the default: the fields
// the user did not change take the new values). Nothing is sent twice.

type Values = Record<string, unknown>;
type Choice = 'merge' | 'mine' | 'theirs' | 'cancel';

interface Base {
  /** The record's values as the form reads them, when it was loaded (or last reconciled). */
  values: Values;
  version: string | undefined;
}

interface Pending {
  conflicts: FieldConflict[];
  answer(choice: Choice): void;
}

/** A value as the user reads it in the comparison. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '（空）';
  if (Array.isArray(value)) return value.map(shown).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function ConflictDialog({ pending }: { pending: Pending | null }) {
  if (!pending) return null;
  const { conflicts, answer } = pending;
  const rows = conflicts.map((conflict) => ({ key: conflict.key, label: conflict.label, theirs: shown(conflict.theirs), mine: shown(conflict.mine) }));
  const both = conflicts.some((conflict) => conflict.mineChanged);
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
  /** Called with the record as the dialog loaded it, and its version (the first call counts). */
  loaded(record: Values, version: string | undefined): void;
  /**
   * Sends `mine` through `send` unless the record changed meanwhile; then asks the user, and
   * sends what they chose (or shows theirs in the form through `showTheirs`, sending nothing).
   */
  save(mine: Values, request: (body: Values, ifMatch: string | undefined) => ApiRequest, send: (request: ApiRequest, handled: (failure: unknown) => Promise<boolean>) => Promise<unknown>): Promise<void>;
  /** The comparison dialog, to be rendered beside the edit dialog. */
  dialog: ReactNode;
}

export function useRecordConflicts(config: FormConfig | undefined, services: ListServices, detail: ApiRequest | undefined, showTheirs: (values: Values) => void): RecordConflicts {
  const base = useRef<Base | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const read = useCallback((record: Values) => (config ? formValues(config, readFormValues(config, record)) : record), [config]);
  const ask = useCallback((conflicts: FieldConflict[]) => new Promise<Choice>((resolve) => setPending({ conflicts, answer: (choice) => (setPending(null), resolve(choice)) })), []);

  // once: the record as the dialog first showed it; after that only a reconciliation moves it (a
  // list refreshed meanwhile hands the dialog a new row, and its detail answer from the cache)
  const loaded = useCallback(
    (record: Values, version: string | undefined) => {
      base.current ??= { values: read(record), version };
    },
    [read],
  );

  const save = useCallback<RecordConflicts['save']>(
    async (mine, request, send) => {
      const was = base.current;
      /** Reconciles with the record as it is now: the user's choice, then the send (or not). */
      const reconcile = async (now: Values, version: string | undefined): Promise<void> => {
        const theirs = read(now);
        const { conflicts, merged, changedByThem } = conflictsOf(config ?? { fields: [] }, was?.values ?? {}, theirs, mine);
        base.current = { values: theirs, version };
        if (!changedByThem) return void (await send(request(mine, version), handled));
        // they changed only what the user would send anyway: nothing to ask
        const choice = conflicts.length === 0 ? 'merge' : await ask(conflicts);
        if (choice === 'cancel') {
          base.current = was;
          return;
        }
        // a copy: the form keeps what it is given as its own values, and the user types into them
        if (choice === 'theirs') return showTheirs(structuredClone(theirs));
        await send(request(choice === 'mine' ? mine : merged, version), handled);
      };
      /** A 409: the record changed since it was loaded; its data is the record as it is now. */
      const handled = async (failure: unknown): Promise<boolean> => {
        const now = await changedRecordOf(failure);
        if (now === undefined) return false;
        // the record and its version as they are now (read again: the 409's copy has no version)
        const fresh = detail ? await services.send<Values>(detail) : { data: now, version: undefined };
        await reconcile(fresh.data ?? now, fresh.version);
        return true;
      };
      if (!detail || !was) return void (await send(request(mine, undefined), handled));
      if (was.version) return void (await send(request(mine, was.version), handled));
      // no version from this backend: read the record again and compare
      const fresh = await services.send<Values>(detail);
      await reconcile(fresh.data ?? {}, fresh.version);
    },
    [ask, config, detail, read, services, showTheirs],
  );

  return { loaded, save, dialog: <ConflictDialog pending={pending} /> };
}
