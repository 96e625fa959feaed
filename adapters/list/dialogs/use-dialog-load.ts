import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiRequest, ListAnswer, ListServices } from '../../../engine/index.ts';
import { queryKeys } from '../../api/index.ts';
import { errorMessage } from '../../http/index.ts';

// The loads of a list page's dialogs (the record of edit and detail, confirm logs, content,
// teachers, the pinned list), through TanStack Query: the request is the key; closing the
// dialog cancels its request (the query's signal) and nothing of a late answer is applied; the
// answer is dropped with the dialog (gcTime 0), so the next opening asks the server again, and
// it stays as it is while the dialog is open (what the user types is built on it).

export interface DialogLoadOptions {
  /** Several requests of one load (the teachers and the candidates): all sent, answered together. */
  also?: readonly ApiRequest[];
  /** After a failed load (not a cancel): show it once. */
  onError?(error: unknown): void;
  /** A paged load that changes while open (the pinned list): asked on each change, the rows before kept meanwhile. */
  live?: boolean;
}

/** The answers of `request` (and `also`) for a dialog; nothing is sent while `request` is undefined. */
export function useDialogLoad(services: ListServices, request: ApiRequest | undefined, options: DialogLoadOptions = {}): UseQueryResult<ListAnswer[]> {
  const { also = [], onError, live = false } = options;
  const requests = request ? [request, ...also] : [];
  const result = useQuery<ListAnswer[]>({
    queryKey: ['list-dialog', ...requests.map((one) => queryKeys.listCall(one))],
    queryFn: ({ signal }) => Promise.all(requests.map((one) => services.send(one, { signal }))),
    enabled: Boolean(request),
    staleTime: live ? 0 : Infinity,
    gcTime: live ? 5 * 60_000 : 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    placeholderData: live ? keepPreviousData : undefined,
  });
  const { error, errorUpdatedAt } = result;
  useEffect(() => {
    if (error) onError?.(error);
    // once per failure (errorUpdatedAt names it), whatever the identity of onError
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onError is told once per failure
  }, [error, errorUpdatedAt]);
  return result;
}

/**
 * Why a dialog's load failed, to show with 重试, or undefined: aborted by closing shows nothing;
 * aborted by the loading indicator's 取消 (or failed) shows the error once the fetch has ended.
 */
export function loadFailure(load: Pick<UseQueryResult, 'error' | 'isFetching'>, fallback: string): string | undefined {
  return load.error && !load.isFetching ? errorMessage(load.error, fallback) : undefined;
}
