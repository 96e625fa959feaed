import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from '../../../adapters/ui/query-state.tsx';

// One view of a query for every screen (issue 27 item 2): pending, failure with 重试, empty, data.

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return { isPending: false, isError: false, isFetching: false, error: null, data: undefined, refetch: vi.fn(), ...state };
}

const names = (list: string[]) => <ul>{list.map((name) => <li key={name}>{name}</li>)}</ul>;

describe('<QueryState>', () => {
  it('shows the given pending view while the first answer is awaited', () => {
    render(<QueryState query={query<string[]>({ isPending: true, isFetching: true })} failure="证书加载失败" pending={<p>加载中</p>}>{names}</QueryState>);
    expect(screen.getByText('加载中')).toBeTruthy();
  });

  it('shows a failure with the server message after what failed, and 重试 refetches', () => {
    const failed = query<string[]>({ isError: true, error: new Error('服务器500错误，请联系管理员') });
    render(<QueryState query={failed} failure="证书加载失败">{names}</QueryState>);
    expect(screen.getByRole('alert').textContent).toContain('证书加载失败：服务器500错误，请联系管理员');
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('writes the whole failure text when given a function, and a screen may show its own failure', () => {
    const failed = query<string[]>({ isError: true, error: new Error('x') });
    const { unmount } = render(<QueryState query={failed} failure={() => '页面配置加载失败，请稍后再试'}>{names}</QueryState>);
    expect(screen.getByRole('alert').textContent).toContain('页面配置加载失败，请稍后再试');
    unmount();
    render(<QueryState query={failed} failure="x" failed={(_error, retry) => <button onClick={retry}>重新加载</button>}>{names}</QueryState>);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty view for an empty answer, and the data otherwise', () => {
    const { rerender } = render(<QueryState query={query({ data: [] as string[] })} failure="x" empty="暂无电子证书">{names}</QueryState>);
    expect(screen.getByText('暂无电子证书')).toBeTruthy();
    rerender(<QueryState query={query({ data: ['证书一'] })} failure="x" empty="暂无电子证书">{names}</QueryState>);
    expect(screen.getByText('证书一')).toBeTruthy();
  });

  it('a failed refresh shows the failure, or keeps the data it had with keepData', () => {
    const stale = query({ data: ['证书一'], isError: true, error: new Error('断网') });
    const { rerender } = render(<QueryState query={stale} failure="证书加载失败">{names}</QueryState>);
    expect(screen.getByRole('alert').textContent).toContain('证书加载失败：断网');
    rerender(<QueryState query={stale} failure="证书加载失败" keepData>{names}</QueryState>);
    expect(screen.getByText('证书一')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
