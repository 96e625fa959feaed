import { connect, mapReadPretty } from '@formily/react';
import { Button, Typography } from 'antd';
import { useRef, type CSSProperties } from 'react';
import { UPLOAD_RULES } from '../../../engine/index.ts';
import type { FileItem, WidgetProps } from '../../../engine/index.ts';
import { useFormServices } from '../../ui/index.ts';
import { COLUMN, FilePicker, fileName, Hint, PendingList, ROW, useUploads } from '../uploads/upload-helpers.tsx';
import { ReadText } from './read-text.tsx';

/** A value item: the stored path, or a File item {image, desc} that keeps the user's file name. */
type Item = string | FileItem;
type Value = Item | Item[] | undefined | null;
type Props = Partial<WidgetProps['FileUpload']> & { value?: Value; onChange?: (value: Item | Item[] | undefined) => void; disabled?: boolean; readOnly?: boolean };

const isItem = (one: unknown): one is Item =>
  (typeof one === 'string' && one !== '') || (one !== null && typeof one === 'object' && typeof (one as { image?: unknown }).image === 'string');
const itemsOf = (value: Value): Item[] => (Array.isArray(value) ? value : value ? [value] : []).filter(isItem);
const urlOf = (item: Item): string => (typeof item === 'string' ? item : item.image);

const LINKS: CSSProperties = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' };
const LINK_ROW: CSSProperties = { display: 'flex', alignItems: 'center', gap: 4 };

/**
 * The stored files as links that open in a new tab, each under the user's own file name: the
 * item's desc, or the name it had when uploaded here, else the stored path's last segment.
 */
function FileLinks({ items, nameOf, onRemove }: { items: readonly Item[]; nameOf?: ((url: string) => string | undefined) | undefined; onRemove?: ((url: string) => void) | undefined }) {
  const { assetUrl } = useFormServices();
  if (items.length === 0) return onRemove ? null : <ReadText text="" />;
  return (
    <div style={LINKS}>
      {items.map((item) => {
        const url = urlOf(item);
        const name = (typeof item === 'string' ? undefined : item.desc) || nameOf?.(url) || fileName(url);
        return (
          <div key={url} style={LINK_ROW}>
            <Typography.Link href={assetUrl(url, 'file') || undefined} target="_blank" rel="noreferrer">
              {name}
            </Typography.Link>
            {onRemove && (
              <Button type="link" size="small" danger aria-label={`删除 ${name}`} onClick={() => onRemove(url)}>
                删除
              </Button>
            )}
          </div>
        );
      })}
    </div>
  );
}

function FileUploadBase({ rule = 'file', multiple = false, value, onChange, disabled, readOnly }: Props) {
  const { pending, busy, start, nameOf } = useUploads({ kind: 'file', rule, failMessage: '文件上传失败' });
  const items = itemsOf(value);
  // Several files may finish in any order: each adds to the latest value, not the rendered one.
  const latest = useRef<Item[]>(items);
  latest.current = items;
  const locked = Boolean(disabled || readOnly);

  const emit = (next: Item[]) => {
    latest.current = next;
    onChange?.(multiple ? next : next[0]);
  };
  const upload = async (file: File) => {
    const url = await start(file);
    if (url === null) return;
    // A list of files keeps each one's own name (File item: image, desc); a single file field
    // holds the stored path, as the server's configs expect, and shows the name while open.
    if (multiple) emit([...latest.current, { image: url, desc: nameOf(url) ?? file.name }]);
    else emit([url]);
  };
  const remove = (url: string) => {
    emit(latest.current.filter((one) => urlOf(one) !== url));
  };
  const limits = UPLOAD_RULES[rule];

  // Plain flex boxes, and the links and progress only once there are some: 50 of these may
  // mount at once when a condition shows them.
  return (
    <div style={COLUMN}>
      {!locked && (
        <div style={ROW}>
          <FilePicker rule={rule} multiple={multiple} disabled={busy} onFile={(file) => void upload(file)}>
            <Button size="small" loading={busy} disabled={busy}>
              {busy ? '上传中…' : '上传文件'}
            </Button>
          </FilePicker>
          <Hint small>
            支持 {limits.extensions.join('、')}，不超过 {Math.round(limits.maxBytes / 1024 / 1024)}M
          </Hint>
        </div>
      )}
      {(locked || items.length > 0) && <FileLinks items={items} nameOf={nameOf} onRemove={locked ? undefined : remove} />}
      {pending.length > 0 && <PendingList pending={pending} />}
    </div>
  );
}

function FileUploadRead({ value }: Props) {
  return <FileLinks items={itemsOf(value)} />;
}

/** file: a file sent to common/upload-file; the value is its URL (multiple: a list of File items {image, desc}). */
export const FileUpload = connect(FileUploadBase, mapReadPretty(FileUploadRead));
