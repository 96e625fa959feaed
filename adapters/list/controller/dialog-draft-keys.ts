import type { CompiledList, DialogKind, Id, Row } from '../../../engine/index.ts';

// The keys of a list page's dialog drafts (../use-draft.ts), kept per page (its list call), dialog
// and record, without React or antd: the dialogs write them, the list controller reads them back
// after a reload (issue 58 item 5).

/** The dialogs that keep a draft. */
export const DRAFT_DIALOGS: readonly DialogKind[] = ['add', 'edit', 'content', 'teachers'];

/** 'list:/api/organization/major/list:' : what every dialog draft of the page begins with. */
export const dialogDraftPrefix = (list: Pick<CompiledList, 'calls' | 'title'>): string => `list:${list.calls.list?.url ?? list.title}:`;

/** 'list:/api/organization/major/list:edit:7', or 'list:…:add:new'. */
export function dialogDraftKey(list: Pick<CompiledList, 'calls' | 'title' | 'idOf'>, kind: DialogKind, row: Row | undefined): string {
  return `${dialogDraftPrefix(list)}${kind}:${row ? String(list.idOf(row)) : 'new'}`;
}

/**
 * The dialog and record a draft key names, for this page; undefined for another page's or a kind
 * that keeps none. dialogOfDraft(list, 'list:/api/x/list:edit:7') -> { kind: 'edit', id: 7 }
 */
export function dialogOfDraft(list: Pick<CompiledList, 'calls' | 'title'>, form: string): { kind: DialogKind; id: Id | undefined } | undefined {
  const prefix = dialogDraftPrefix(list);
  if (!form.startsWith(prefix)) return undefined;
  const rest = form.slice(prefix.length);
  const at = rest.indexOf(':');
  const kind = rest.slice(0, at) as DialogKind;
  if (at < 0 || !DRAFT_DIALOGS.includes(kind)) return undefined;
  const id = rest.slice(at + 1);
  if (kind === 'add') return { kind, id: undefined };
  if (id === '' || id === 'new') return undefined;
  return { kind, id: /^\d+$/.test(id) ? Number(id) : id };
}
