import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { MESSAGES, type ApiRequest, type CompiledColumn, type CompiledList, type CompiledRowAction, type CompiledToolbarButton, type DialogKind, type Effect, type ListServices, type Row } from '../../../engine/index.ts';
import type { ListFeedback } from './feedback.ts';

// What the toolbar buttons, row actions and switch cells do (spec sections 4, 5, 8): the
// warnings before anything is sent (请勾选需要操作的行, 该行已启用), the confirms (警告, 确认,
// 取消), the call, and then 操作成功 (the selection clears and the list reloads) or the
// failure. A button is busy (disabled, spinning) while its own request (a TanStack mutation) is
// in flight; after 操作成功 the page's list query is invalidated (onDone).

export interface OpenDialog {
  kind: DialogKind;
  /** The row a row action was clicked on. */
  row?: Row | undefined;
  /** The selected rows of a toolbar button. */
  rows?: Row[] | undefined;
}

export interface ListActions {
  /** True while the request of `key` (see the *Key functions) is in flight. */
  busy(key: string): boolean;
  /** Hears when a request starts or ends (useBusy). */
  subscribe(listener: () => void): () => void;
  toolbar(button: CompiledToolbarButton): void;
  row(action: CompiledRowAction, row: Row): void;
  /** A switch cell: resolves true when the server took the new state. */
  toggle(column: CompiledColumn, row: Row, checked: boolean): Promise<boolean>;
}

/**
 * Whether `key`'s request is in flight. Only the components asking re-render when it changes,
 * so a click never re-renders the whole table.
 */
export function useBusy(actions: ListActions, key: string): boolean {
  return useSyncExternalStore(actions.subscribe, () => actions.busy(key));
}

export const toolbarKey = (button: CompiledToolbarButton) => `toolbar:${button.kind}`;
export const rowKey = (list: CompiledList, action: CompiledRowAction, row: Row) => `row:${String(list.idOf(row))}:${action.kind}:${action.label}`;
export const switchKey = (list: CompiledList, column: CompiledColumn, row: Row) => `switch:${String(list.idOf(row))}:${column.key}`;

export interface ListActionsOptions {
  list: CompiledList;
  services: ListServices;
  /** The selected rows (batch buttons act on them). */
  selected: Row[];
  /** The search values and sort params in use, as the list call sends them (export sends them too). */
  query: Record<string, unknown>;
  /** After 操作成功: clear the selection and reload. */
  onDone(): void;
  openDialog(dialog: OpenDialog): void;
  /** The toasts and confirms of the view (antd: ../list-feedback.tsx). */
  feedback: ListFeedback;
}

export function useListActions({ list, services, selected, query, onDone, openDialog, feedback: outcome }: ListActionsOptions): ListActions {
  const queryClient = useQueryClient();
  // Each button's request is a mutation keyed by the page's list call and the button: its
  // pending state is the button's busy state (useBusy), read from the mutation cache.
  const listUrl = list.listRequest(1, 1, {}).url;
  const running = useMemo(() => {
    const mutationKey = (key: string) => ['list-action', listUrl, key];
    return {
      has: (key: string) => queryClient.isMutating({ mutationKey: mutationKey(key), exact: true }) > 0,
      subscribe: (listener: () => void) => queryClient.getMutationCache().subscribe(listener),
      run: <T,>(key: string, work: () => Promise<T>) => new MutationObserver<T>(queryClient, { mutationKey: mutationKey(key), mutationFn: work }).mutate(),
    };
  }, [queryClient, listUrl]);
  // The selection and search values of the latest render: the actions stay the same objects
  // (and the table's columns with them) while these change.
  const latest = useRef({ selected, query });
  useLayoutEffect(() => {
    latest.current = { selected, query };
  }, [selected, query]);

  /** Runs `work` as `key`'s request; a second click while it runs is ignored. */
  const track = useCallback(
    async <T,>(key: string, work: () => Promise<T>): Promise<T | undefined> => {
      if (running.has(key)) return undefined;
      return running.run(key, work);
    },
    [running],
  );

  /** Sends a call; true on 操作成功 (then the list reloads). */
  const send = useCallback(
    async (key: string, request: ApiRequest): Promise<boolean> =>
      (await track(key, async () => {
        try {
          const answer = await services.send(request);
          if (!outcome.answered(answer)) return false;
          onDone();
          return true;
        } catch (error) {
          outcome.failed(error);
          return false;
        }
      })) ?? false,
    [onDone, outcome, services, track],
  );

  const perform = useCallback(
    (key: string, effect: Effect, rows: Row[], row?: Row) => {
      switch (effect.kind) {
        case 'dialog':
          openDialog({ kind: effect.dialog, row, rows });
          return;
        case 'download':
          void track(key, async () => {
            try {
              await services.download(effect.request(rows, latest.current.query), effect.fileName);
            } catch (error) {
              outcome.failed(error, '下载失败，请稍后再试');
            }
          });
          return;
        case 'call': {
          const { confirm, ask } = effect;
          if (!confirm) {
            void send(key, effect.request(rows));
            return;
          }
          outcome.confirm({ confirm, ask, onOk: (answer) => send(key, effect.request(rows, ask ? { [ask.field]: answer ? 1 : 0 } : undefined)) });
          return;
        }
      }
    },
    [openDialog, outcome, send, services, track],
  );

  return useMemo<ListActions>(
    () => ({
      busy: (key) => running.has(key),
      subscribe: running.subscribe,
      toolbar(button) {
        const { selected } = latest.current;
        if (button.batch && selected.length === 0) {
          outcome.warn(button.emptyMessage ?? MESSAGES.noSelection);
          return;
        }
        perform(toolbarKey(button), button.effect, button.batch ? selected : []);
      },
      row(action, row) {
        const already = action.already?.(row);
        if (already) {
          outcome.warn(already);
          return;
        }
        perform(rowKey(list, action, row), action.effect, [row], row);
      },
      async toggle(column, row, checked) {
        const request = column.switch?.request(row, checked);
        return request ? send(switchKey(list, column, row), request) : false;
      },
    }),
    [list, outcome, perform, running, send],
  );
}
