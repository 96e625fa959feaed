import type { ReactNode } from 'react';
import { Empty, Spin } from 'antd';
import { errorMessage } from '../http/index.ts';
import { RetryAlert } from './retry-alert.tsx';

export { RetryAlert };

// One view of a server-state query (TanStack Query's result, or anything shaped like it), the
// same on every screen: pending shows a spinner (or the screen's skeleton), a failure the
// RetryAlert with 重试, an empty answer antd's Empty (when the screen says what empty is), and
// otherwise the screen's own view of the data.
// <QueryState query={certs} failure="证书加载失败" empty="暂无电子证书">{(list) => <Grid list={list} />}</QueryState>

/** What <QueryState> reads of a query: UseQueryResult fits. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: T | undefined;
  refetch(): unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /**
   * The failure's text: a string is what failed, before the server's message
   * ('证书加载失败' -> 证书加载失败：服务器500错误…, or …：请稍后重试 when it has none); a
   * function writes the whole text.
   */
  failure: string | ((error: unknown) => string);
  /** A failure the screen shows its own way (an account gate); undefined: the RetryAlert. */
  failed?(error: unknown, retry: () => void): ReactNode | undefined;
  /** Shown while the first answer is awaited; a large spinner by default. */
  pending?: ReactNode;
  /** Shown for an empty answer (an empty array, or what `isEmpty` says): a description for antd's Empty, or a node. Without it the children show it. */
  empty?: ReactNode;
  isEmpty?(data: T): boolean;
  /** A failed refresh keeps showing the data it had (the failure shows only without data). */
  keepData?: boolean;
  /** On the RetryAlert. */
  className?: string;
  children(data: T): ReactNode;
}

/** The failure text of a query: '证书加载失败' -> 证书加载失败：<the server's message | 请稍后重试>. */
function queryFailureText(failure: QueryStateProps<unknown>['failure'], error: unknown): string {
  return typeof failure === 'function' ? failure(error) : `${failure}：${errorMessage(error, '请稍后重试')}`;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

export function QueryState<T>({ query, failure, failed, pending, empty, isEmpty = emptyArray, keepData, className, children }: QueryStateProps<T>) {
  const data = query.data;
  const showData = data !== undefined && (keepData || !query.isError);
  if (!showData && query.isError) {
    const retry = () => void query.refetch();
    const own = failed?.(query.error, retry);
    if (own !== undefined) return own;
    return <RetryAlert className={className} message={queryFailureText(failure, query.error)} retrying={query.isFetching} onRetry={retry} />;
  }
  if (!showData || query.isPending) return pending ?? <Spin size="large" style={{ display: 'block', padding: 80 }} />;
  if (empty !== undefined && isEmpty(data)) return typeof empty === 'string' ? <Empty description={empty} /> : empty;
  return children(data);
}
