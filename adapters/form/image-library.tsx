import { Button, Empty, Pagination, Space, Spin, Tag, Typography, theme } from 'antd';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { LibraryImage } from '../../engine/index.ts';
import { queryKeys } from '../api/index.ts';
import { errorMessage } from '../http/index.ts';
import { Modal, type RovingItemProps, useFeedback, useFormServices, useRoving } from '../ui/index.ts';
import './image-library.css';

// The image library (spec sections 3 and 9: image-bases and image-base-tags): filter by tag,
// 30 images and 20 tags a page; pick one image or up to `limit`.

export const LIBRARY_PAGE_SIZE = 30;
export const TAG_PAGE_SIZE = 20;
const COLUMNS = 6;

type Id = string | number;
interface TagItem {
  id: Id;
  name: string;
}

/** A failed load of the library is a toast (once per failure). */
function useFailureToast(error: unknown, errorUpdatedAt: number, failText: string) {
  const message = useFeedback();
  useEffect(() => {
    if (error) void message.error(errorMessage(error, failText));
    // once per failure: errorUpdatedAt names it
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told once per failure
  }, [error, errorUpdatedAt]);
}

/** The tags, 20 at a time, with 加载更多 while there are more (one cache entry, shared by every library opened). */
function useTags(open: boolean) {
  const { imageLibrary } = useFormServices();
  const query = useInfiniteQuery({
    queryKey: queryKeys.imageTags,
    queryFn: ({ pageParam }) => imageLibrary.tags({ page: pageParam, pageSize: TAG_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((sum, one) => sum + one.items.length, 0) < last.total && last.items.length > 0 ? pages.length + 1 : undefined),
    enabled: open,
  });
  useFailureToast(query.error, query.errorUpdatedAt, '图片标签加载失败');
  const tags = useMemo<TagItem[]>(() => query.data?.pages.flatMap((one) => one.items) ?? [], [query.data]);
  return { tags, loading: query.isFetching, more: query.hasNextPage, loadMore: () => void query.fetchNextPage() };
}

/** One page of images of a tag (or of all). */
function useImages(open: boolean, tagId: Id | undefined, page: number) {
  const { imageLibrary } = useFormServices();
  const query = useQuery({
    queryKey: queryKeys.images(tagId, page),
    queryFn: () => imageLibrary.images({ tagId, page, pageSize: LIBRARY_PAGE_SIZE }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  useFailureToast(query.error, query.errorUpdatedAt, '图片库加载失败');
  return { images: query.data?.items ?? NO_IMAGES, total: query.data?.total ?? 0, loading: query.isFetching };
}

const NO_IMAGES: LibraryImage[] = [];

/** A tag filter as a toggle button: Enter and Space press it (antd's CheckableTag is a bare span); one tab stop for them all. */
function FilterTag({ checked, onPress, roving, children }: { checked: boolean; onPress: () => void; roving: RovingItemProps; children: ReactNode }) {
  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return roving.onKeyDown(event);
    event.preventDefault();
    onPress();
  };
  // CheckableTag passes these on to its span; its props type does not list them.
  const keyboard: Record<string, unknown> = { ...roving, role: 'button', 'aria-pressed': checked, onKeyDown: keyDown };
  return (
    <Tag.CheckableTag checked={checked} onChange={onPress} {...keyboard}>
      {children}
    </Tag.CheckableTag>
  );
}

function TagFilter({ open, tagId, onChange }: { open: boolean; tagId: Id | undefined; onChange: (tagId: Id | undefined) => void }) {
  const { tags, loading, more, loadMore } = useTags(open);
  // 全部 first, then the tags; Tab enters at the chosen one
  const { itemProps } = useRoving(tags.length + 1, { start: tagId === undefined ? 0 : tags.findIndex((tag) => tag.id === tagId) + 1 });
  return (
    <div role="group" aria-label="按标签筛选" className="image-library-tags">
      <FilterTag checked={tagId === undefined} onPress={() => onChange(undefined)} roving={itemProps(0)}>
        全部
      </FilterTag>
      {tags.map((tag, index) => (
        <FilterTag key={tag.id} checked={tagId === tag.id} onPress={() => onChange(tag.id)} roving={itemProps(index + 1)}>
          {tag.name}
        </FilterTag>
      ))}
      {(more || loading) && (
        <Button type="link" size="small" loading={loading} disabled={loading} onClick={loadMore}>
          加载更多
        </Button>
      )}
    </div>
  );
}

function ImageTile({ image, selected, onToggle, roving }: { image: LibraryImage; selected: boolean; onToggle: () => void; roving: RovingItemProps }) {
  const { assetUrl } = useFormServices();
  const { token } = theme.useToken();
  const label = image.tags.map((tag) => tag.name).join('、') || `图片 ${image.id}`;
  // The whole picture, letterboxed in a 3:2 tile (library pictures are mostly landscape; cropping
  // them to squares cut off their edges and any caption along their foot).
  return (
    <button
      type="button"
      {...roving}
      aria-pressed={selected}
      aria-label={label}
      title={label}
      onClick={onToggle}
      style={{
        width: '100%',
        aspectRatio: '3 / 2',
        padding: 2,
        cursor: 'pointer',
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadius,
        border: selected ? `2px solid ${token.colorPrimary}` : `1px solid ${token.colorBorder}`,
      }}
    >
      <img src={assetUrl(image.image)} alt={label} style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
    </button>
  );
}

export interface ImageLibraryDialogProps {
  open: boolean;
  /** How many images may be chosen; 1 makes a click replace the choice. */
  limit: number;
  /** The chosen images' paths, in the order chosen. */
  onOk: (images: string[]) => void;
  onCancel: () => void;
}

/** The image library picker: 确定 gives the chosen paths, 取消 closes. */
export function ImageLibraryDialog({ open, limit, onOk, onCancel }: ImageLibraryDialogProps) {
  const message = useFeedback();
  const [tagId, setTagId] = useState<Id | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const { images, total, loading } = useImages(open, tagId, page);
  const { itemProps } = useRoving(images.length, { columns: COLUMNS });

  useEffect(() => {
    if (open) setChosen([]);
  }, [open]);

  const toggle = (path: string) => {
    if (chosen.includes(path)) return setChosen(chosen.filter((one) => one !== path));
    if (limit <= 1) return setChosen([path]);
    if (chosen.length >= limit) return void message.warning(`最多只能选择 ${limit} 张图片`);
    setChosen([...chosen, path]);
  };
  const filter = (next: Id | undefined) => {
    setTagId(next);
    setPage(1);
  };

  return (
    <Modal
      title="从图片库选择"
      open={open}
      width={880}
      destroyOnHidden
      onCancel={onCancel}
      footer={
        <Space>
          <Typography.Text type="secondary">
            已选 {chosen.length}/{limit}
          </Typography.Text>
          <Button size="small" onClick={onCancel}>
            取消
          </Button>
          <Button size="small" type="primary" disabled={chosen.length === 0} onClick={() => onOk(chosen)}>
            确定
          </Button>
        </Space>
      }
    >
      <TagFilter open={open} tagId={tagId} onChange={filter} />
      <Spin spinning={loading}>
        {/* one tab stop; the arrow keys move between the pictures, a row up or down */}
        <div role="group" aria-label="图片库" style={{ display: 'grid', gridTemplateColumns: `repeat(${COLUMNS}, minmax(0, 1fr))`, gap: 8, minHeight: 120 }}>
          {images.map((image, index) => (
            <ImageTile key={image.id} image={image} selected={chosen.includes(image.image)} onToggle={() => toggle(image.image)} roving={itemProps(index)} />
          ))}
          {!loading && images.length === 0 && <Empty style={{ margin: '16px auto', gridColumn: '1 / -1' }} description="暂无图片" />}
        </div>
      </Spin>
      {total > LIBRARY_PAGE_SIZE && (
        <Pagination
          size="small"
          style={{ marginTop: 12, textAlign: 'right' }}
          current={page}
          pageSize={LIBRARY_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          showTotal={(count) => `共 ${count} 张`}
          onChange={setPage}
        />
      )}
    </Modal>
  );
}
