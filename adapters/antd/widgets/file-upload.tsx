import { connect, mapReadPretty } from '@formily/react';
import { Button, Typography } from 'antd';
import { useRef, type CSSProperties } from 'react';
import { UPLOAD_RULES } from '../../../engine/index.ts';
import type { WidgetProps } from '../../../engine/index.ts';
import { useFormServices } from '../services-context.tsx';
import { COLUMN, FilePicker, fileName, Hint, PendingList, ROW, useUploads } from '../upload-helpers.tsx';
import { ReadText } from './read-text.tsx';

type Value = string | string[] | undefined | null;
type Props = Partial<WidgetProps['FileUpload']> & { value?: Value; onChange?: (value: string | string[] | undefined) => void; disabled?: boolean; readOnly?: boolean };

const urlsOf = (value: Value): string[] => (Array.isArray(value) ? value.filter((one) => typeof one === 'string' && one !== '') : value ? [value] : []);

const LINKS: CSSProperties = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' };
const LINK_ROW: CSSProperties = { display: 'flex', alignItems: 'center', gap: 4 };

/** The stored files as links that open in a new tab. */
function FileLinks({ urls, onRemove }: { urls: readonly string[]; onRemove?: ((url: string) => void) | undefined }) {
  const { assetUrl } = useFormServices();
  if (urls.length === 0) return onRemove ? null : <ReadText text="" />;
  return (
    <div style={LINKS}>
      {urls.map((url) => (
        <div key={url} style={LINK_ROW}>
          <Typography.Link href={assetUrl(url)} target="_blank" rel="noreferrer">
            {fileName(url)}
          </Typography.Link>
          {onRemove && (
            <Button type="link" size="small" danger aria-label={`删除 ${fileName(url)}`} onClick={() => onRemove(url)}>
              删除
            </Button>
          )}
        </div>
      ))}
    </div>
  );
}

function FileUploadBase({ rule = 'file', multiple = false, value, onChange, disabled, readOnly }: Props) {
  const { pending, busy, start } = useUploads({ kind: 'file', rule, failMessage: '文件上传失败' });
  const urls = urlsOf(value);
  // Several files may finish in any order: each adds to the latest value, not the rendered one.
  const latest = useRef<string[]>(urls);
  latest.current = urls;
  const locked = Boolean(disabled || readOnly);

  const emit = (next: string[]) => {
    latest.current = next;
    onChange?.(multiple ? next : next[0]);
  };
  const upload = async (file: File) => {
    const url = await start(file);
    if (url !== null) emit(multiple ? [...latest.current, url] : [url]);
  };
  const remove = (url: string) => {
    emit(latest.current.filter((one) => one !== url));
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
      {(locked || urls.length > 0) && <FileLinks urls={urls} onRemove={locked ? undefined : remove} />}
      {pending.length > 0 && <PendingList pending={pending} />}
    </div>
  );
}

function FileUploadRead({ value }: Props) {
  return <FileLinks urls={urlsOf(value)} />;
}

/** file: a file sent to common/upload-file; the value is its URL (multiple: a list of URLs). */
export const FileUpload = connect(FileUploadBase, mapReadPretty(FileUploadRead));
