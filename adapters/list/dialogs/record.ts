import { useCallback, useMemo } from 'react';
import { isRecord, type ApiRequest, type CompiledList, type FormConfig, type ListServices, type Row } from '../../../engine/index.ts';
import { formValues } from '../../form/index.ts';

export { formValues };
import { useOutcome } from '../../ui/index.ts';
import { loadFailure, useDialogLoad } from './use-dialog-load.ts';

// What the add, edit and detail dialogs share: the record loaded by the detail call, and the
// form's values as they are sent (only the form's own keys, nested by pipe path).

export interface LoadedRecord {
  /** The record, once loaded; `{}` for a new one. */
  record: Record<string, unknown> | null;
  /** Its version: the detail answer's ETag, where the backend sends one. */
  version: string | undefined;
  /** The detail call it was loaded by (none for an add, or a page without one). */
  detail: ApiRequest | undefined;
  error: string | null;
  retry(): void;
}

/**
 * The record of `row` from the detail call (the row itself when the page has none); `{}` when
 * there is no row (add). Closing the dialog cancels the load (use-dialog-load.ts).
 */
export function useRecord(list: CompiledList, services: ListServices, row: Row | undefined): LoadedRecord {
  const outcome = useOutcome();
  const request = useMemo(() => (row ? list.request('detail', { id: list.idOf(row) }) : undefined), [list, row]);
  const onError = useCallback((error: unknown) => outcome.failed(error, '加载失败，请稍后再试'), [outcome]);
  const load = useDialogLoad(services, request, { onError });
  const answer = load.data?.[0];
  const record = useMemo(() => {
    if (!row) return {};
    if (!request) return { ...row };
    return answer ? (isRecord(answer.data) ? answer.data : { ...row }) : null;
  }, [row, request, answer]);
  const { refetch } = load;
  const retry = useCallback(() => void refetch(), [refetch]);
  const error = loadFailure(load, '加载失败，请稍后再试') ?? null;
  return { record, version: answer?.version, detail: request, error, retry };
}

/** What the dialogs call the record: the form's title (专业), else the page's. */
export function recordName(list: CompiledList, form: FormConfig | undefined): string {
  return form?.component.title ?? list.title;
}
