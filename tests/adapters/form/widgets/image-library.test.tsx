import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageLibraryDialog } from '../../../../adapters/form/image-library.tsx';
import { FormServicesProvider } from '../../../../adapters/ui/services-context.tsx';
import { ZhProvider } from '../../../../adapters/ui/zh-provider.tsx';
import { createFakeServices } from '../../../../stories/fixtures/fake-services.ts';

function renderDialog(limit: number) {
  const services = createFakeServices({ latencyMs: 0 });
  const images = vi.spyOn(services.imageLibrary, 'images');
  const tags = vi.spyOn(services.imageLibrary, 'tags');
  const onOk = vi.fn();
  const onCancel = vi.fn();
  render(
    <ZhProvider>
      <FormServicesProvider value={services}>
        <ImageLibraryDialog open limit={limit} onOk={onOk} onCancel={onCancel} />
      </FormServicesProvider>
    </ZhProvider>,
  );
  return { images, tags, onOk, onCancel, user: userEvent.setup() };
}

const tiles = () => within(screen.getByRole('group', { name: '图片库' })).queryAllByRole('button');

describe('ImageLibraryDialog', () => {
  it('shows 20 tags with 加载更多, then all 25', async () => {
    const { tags, user } = renderDialog(1);
    expect(await screen.findByText('实训')).toBeTruthy(); // the 16th tag
    expect(screen.queryByText('开学')).toBeNull(); // the 21st
    expect(tags).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    // the button comes with the answer's total, which may render after the tags themselves
    await user.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('校友')).toBeTruthy();
    expect(tags).toHaveBeenLastCalledWith({ page: 2, pageSize: 20 });
    await waitFor(() => expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull());
  });

  it('shows 30 images a page with a pager, and filters by tag from page 1', async () => {
    const { images, user } = renderDialog(1);
    await waitFor(() => expect(tiles()).toHaveLength(30));
    expect(screen.getByText('共 60 张')).toBeTruthy();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(images).toHaveBeenLastCalledWith({ tagId: undefined, page: 2, pageSize: 30 }));

    await user.click(await screen.findByText('图书馆'));
    await waitFor(() => expect(images).toHaveBeenLastCalledWith({ tagId: 3, page: 1, pageSize: 30 }));
    await waitFor(() => expect(tiles().length).toBeLessThan(30));
    for (const tile of tiles()) expect(tile.getAttribute('aria-label')).toContain('图书馆');
  });

  it('selects up to the limit; 确定 gives the paths in order; 取消 closes', async () => {
    const { onOk, onCancel, user } = renderDialog(2);
    await waitFor(() => expect(tiles()).toHaveLength(30));
    const ok = screen.getByRole('button', { name: '确定' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    const [first, second, third] = tiles();
    await user.click(second!);
    await user.click(first!);
    await user.click(third!);
    expect(await screen.findByText('最多只能选择 2 张图片')).toBeTruthy();
    expect(screen.getByText('已选 2/2')).toBeTruthy();
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    await user.click(ok);
    expect(onOk).toHaveBeenCalledWith([second!.querySelector('img')!.getAttribute('src'), first!.querySelector('img')!.getAttribute('src')]);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('is one tab stop for the tags and one for the pictures: arrows move, a row up or down in the grid', async () => {
    const { user } = renderDialog(1);
    await waitFor(() => expect(tiles()).toHaveLength(30));
    const filters = within(screen.getByRole('group', { name: '按标签筛选' })).getAllByRole('button').filter((one) => one.getAttribute('aria-pressed') !== null);
    expect(filters.filter((one) => one.tabIndex === 0)).toEqual([filters[0]]);
    filters[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(filters[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(filters.at(-1));

    expect(tiles().filter((one) => one.tabIndex === 0)).toEqual([tiles()[0]]);
    tiles()[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tiles()[6]);
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(document.activeElement).toBe(tiles()[1]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(tiles()[1]);
    await user.keyboard(' ');
    expect(tiles()[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(tiles().filter((one) => one.tabIndex === 0)).toEqual([tiles()[1]]);
  });
});
