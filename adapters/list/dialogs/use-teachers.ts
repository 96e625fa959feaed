import { useEffect, useMemo, useState } from 'react';
import { contracts, listConflicts, type Id, type TrainTeacher } from '../../../engine/index.ts';
import { currentOf, useRecordConflicts, useSearchPages, type ConflictModel } from '../../form/index.ts';
import { useDialogSave, useOutcome } from '../../ui/index.ts';
import { candidateTeachersRequest, dataAs, saveTeachersRequest, sendSave } from './dialog-support.ts';
import type { NewTeacher } from './new-teacher-form.tsx';
import type { ListDialogProps } from './types.ts';
import { loadFailure, useDialogLoad } from './use-dialog-load.ts';
import { useDialogDraft } from './use-dialog-draft.ts';

// What the teachers dialog (teachers-dialog.tsx) does, without its look: loads the course's
// teachers, searches the pool's candidates on the server page by page, keeps the list as edited (add from the pool, add
// a new one, remove), keeps it as a draft across a 402, and saves it at once.

export interface Entry {
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
/** Candidates a page (spec section 9: a select's page size). */
const POOL_PAGE_SIZE = 10;

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

/** Who an entry is, across two loads: a pool teacher by id, one of this course by name and post. */
const identity = (entry: Entry) => (entry.id !== null ? `id:${String(entry.id)}` : `new:${entry.name}|${entry.post}`);
const entriesIn = (values: Record<string, unknown>) => (Array.isArray(values.teachers) ? (values.teachers as Entry[]) : []);

/** The course's teachers, for the version check (issue 58 item 1): the list as a whole, merged by who is on it. */
const teachersModel: ConflictModel = {
  read: (data) => ({ teachers: dataAs(contracts.trainTeachers, { data }, 'teachers').map((teacher) => entryOf(teacher, false)) }),
  compare: (base, theirs, mine) => {
    const { merged, ...rest } = listConflicts({ key: 'teachers', label: '授课教师' }, entriesIn(base), entriesIn(theirs), entriesIn(mine), identity, (entry) => entry.name);
    return { ...rest, merged: { teachers: merged } };
  },
};

export function useTeachers({ list, row, services, onClose, onDone }: Pick<ListDialogProps, 'list' | 'row' | 'services' | 'onClose' | 'onDone'>) {
  const outcome = useOutcome();
  const trainId = row ? list.idOf(row) : '';
  const [edited, setEntries] = useState<Entry[] | undefined>();
  const [picked, setPicked] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);

  const request = useMemo(() => list.request('teachers', { id: trainId }), [list, trainId]);
  const load = useDialogLoad(services, request);
  // What the server answered, as entries; the user's edits replace them (setEntries).
  const answered = useMemo(() => {
    if (!load.data) return undefined;
    const teachers = dataAs(contracts.trainTeachers, load.data[0], 'teachers');
    return { synced: teachers.filter((t) => String(t.position) === '0' && t.id !== null && t.id !== undefined), entries: teachers.map((teacher) => entryOf(teacher, false)) };
  }, [load.data]);
  const entries = edited ?? answered?.entries;
  const error = loadFailure(load, '授课教师加载失败');

  // The candidates, paged and searched on the server (issue 59 item 3: 3,000 teachers), asked
  // once the picker is first opened
  const [opened, setOpened] = useState(false);
  const search = useSearchPages<TrainTeacher>({
    keyOf: (name) => ['teacher-pool', trainId, name, POOL_PAGE_SIZE],
    fetchPage: async ({ page, name, signal }) =>
      dataAs(contracts.teacherPage, await services.send(candidateTeachersRequest(trainId, { page, pageSize: POOL_PAGE_SIZE, name }), { signal }), 'common/teachers'),
    enabled: opened && entries !== undefined,
    staleTime: 0,
  });
  const pool = useMemo(() => {
    // synced teachers removed here are candidates again (the server still counts them as teaching)
    const known = new Map<string, TrainTeacher>();
    const removed = (answered?.synced ?? NO_TEACHERS).filter((teacher) => teacher.name.includes(search.name));
    for (const teacher of [...removed, ...search.items]) if (teacher.id !== null && teacher.id !== undefined) known.set(String(teacher.id), teacher);
    return [...known.values()];
  }, [answered, search.items, search.name]);

  // no silent overwrite: the list's version loaded, checked when it is saved
  const conflicts = useRecordConflicts(teachersModel, useMemo(() => currentOf(services, request), [services, request]), (values) =>
    setEntries(entriesIn(values).map((entry) => ({ ...entry, key: keyOf(), fresh: false }))),
  );
  const { loaded } = conflicts;
  const current = load.data?.[0];
  useEffect(() => {
    if (current) loaded(current.data, current.version);
  }, [current, loaded]);

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

  const remove = (entry: Entry) => setEntries((entries ?? []).filter((one) => one.key !== entry.key));

  // The edited list survives a 402 (use-draft.ts); closing with changes asks first
  const draft = useDialogDraft({ list, row }, 'teachers', {
    ready: entries !== undefined,
    dirty: () => creating || edited !== undefined,
    values: () => entries ?? [],
    restore: (kept: Entry[]) => setEntries(kept.map((entry) => ({ ...entry, key: keyOf() }))),
  });
  const saving = useDialogSave(draft, onClose);

  const save = async () => {
    if (!entries) return;
    await conflicts.save({ teachers: entries }, async (body, ifMatch, handled) => {
      const request = saveTeachersRequest(trainId, entriesIn(body).map(payloadOf));
      await sendSave(ifMatch ? { ...request, ifMatch } : request, { services, outcome, draft, onDone }, '保存失败，请稍后再试', handled);
    });
  };

  return { conflictDialog: conflicts.dialog, entries, options, search, openPicker: () => setOpened(true), picked, setPicked, addPicked, creating, setCreating, addNew, remove, load, error, saving, save };
}
