import { createForm, type Form as FormInstance } from '@formily/core';
import { useEffect, useMemo, useState } from 'react';
import { conflictsByKeys, type Row } from '../../../engine/index.ts';
import { currentOf, shownValue, useRecordConflicts, type ConflictModel } from '../../form/index.ts';
import { useDialogSave, useOutcome } from '../../ui/index.ts';
import { dataOf, sendSave } from './dialog-support.ts';
import type { ListDialogProps } from './types.ts';
import { loadFailure, useDialogLoad } from './use-dialog-load.ts';
import { useDialogDraft } from './use-dialog-draft.ts';

// What the content dialog (content-dialog.tsx) does, without its look: loads the record (its
// detail call, else the row), keeps the HTML as typed and the pictures' form, keeps them as a
// draft across a 402, and saves them with the page's content call as typed.

const images = (value: unknown): string[] => (Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string' && one !== '') : []);

function contentOf(record: Row): string {
  const info = record.info;
  const nested = info && typeof info === 'object' ? (info as { content?: unknown }).content : undefined;
  const value = nested ?? record['info|content'];
  return typeof value === 'string' ? value : '';
}

/** What the content dialog holds, for the version check (issue 58 item 1): the HTML and both picture lists. */
const CONTENT_KEYS = [
  { key: 'info|content', label: '课程内容' },
  { key: 'jieyezhengshu', label: '结业证书' },
  { key: 'fujian', label: '附件' },
] as const;

const contentModel: ConflictModel = {
  read: (data) => {
    const record = (data && typeof data === 'object' && !Array.isArray(data) ? data : {}) as Row;
    return { info: { content: contentOf(record) }, jieyezhengshu: images(record.jieyezhengshu), fujian: images(record.fujian) };
  },
  compare: (base, theirs, mine) => conflictsByKeys(CONTENT_KEYS, base, theirs, mine),
  show: (conflict, value) => (conflict.key === 'info|content' ? shownValue(value) : `${images(value).length} 张图片`),
};

export interface LoadedContent {
  html: string;
  form: FormInstance;
}

const loadedOf = (record: Row): LoadedContent => {
  const html = contentOf(record);
  return { html, form: createForm({ initialValues: { jieyezhengshu: images(record.jieyezhengshu), fujian: images(record.fujian) } }) };
};

export function useContentEditor({ list, row, services, onClose, onDone }: Pick<ListDialogProps, 'list' | 'row' | 'services' | 'onClose' | 'onDone'>) {
  const outcome = useOutcome();
  const id = row ? list.idOf(row) : undefined;
  const [html, setHtml] = useState('');

  const detail = useMemo(() => list.request('detail', { id }), [list, id]);
  const load = useDialogLoad(services, detail);
  const answer = load.data?.[0];
  // The record (the row without a detail call), once: a closed dialog's late answer is never applied.
  const fromServer = useMemo<LoadedContent | undefined>(() => {
    if (detail && !answer) return undefined;
    return loadedOf(answer ? { ...row, ...dataOf<Row>(answer) } : (row ?? {}));
  }, [detail, answer, row]);
  // a draft kept across a 402 (use-draft.ts), when the user chose 恢复
  const [restored, setLoaded] = useState<LoadedContent | undefined>();
  const loaded = restored ?? fromServer;
  useEffect(() => {
    if (loaded) setHtml(loaded.html);
  }, [loaded]);
  const loadError = loadFailure(load, '内容加载失败');

  // no silent overwrite: the version loaded, checked when the content is sent
  const conflicts = useRecordConflicts(contentModel, useMemo(() => currentOf(services, detail), [services, detail]), (values) => {
    const next = loadedOf(values);
    setHtml(next.html);
    setLoaded(next);
  });
  const { loaded: loadedVersion } = conflicts;
  useEffect(() => {
    if (answer) loadedVersion({ ...row, ...dataOf<Row>(answer) }, answer.version);
  }, [answer, row, loadedVersion]);

  // What was typed survives a 402 (use-draft.ts); closing with changes asks first
  const draft = useDialogDraft({ list, row }, 'content', {
    ready: Boolean(loaded),
    dirty: () => Boolean(loaded && (html !== loaded.html || loaded.form.modified)),
    values: () => ({ ...(loaded?.form.values as Row), info: { content: html } }),
    restore: (values: Row) => {
      const next = loadedOf(values);
      setHtml(next.html);
      setLoaded(next);
    },
  });
  const saving = useDialogSave(draft, onClose);

  const save = async () => {
    if (!loaded) return;
    try {
      await loaded.form.validate();
    } catch {
      return;
    }
    const values = loaded.form.values as { jieyezhengshu?: unknown; fujian?: unknown };
    if (!list.request('content', { id, body: {} })) return;
    const mine = { info: { content: html }, jieyezhengshu: images(values.jieyezhengshu), fujian: images(values.fujian) };
    await conflicts.save(mine, async (body, ifMatch, handled) => {
      const request = list.request('content', { id, body })!;
      await sendSave(ifMatch ? { ...request, ifMatch } : request, { services, outcome, draft, onDone }, '保存失败，请稍后再试', handled);
    });
  };

  return { html, setHtml, loaded, load, loadError, saving, save, conflictDialog: conflicts.dialog };
}
