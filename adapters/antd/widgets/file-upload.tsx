import { connect, mapReadPretty } from '@formily/react';
import { Button, Space, Typography } from 'antd';
import { useRef } from 'react';
import { UPLOAD_RULES } from '../../../engine/index.ts';
import type { WidgetProps } from '../../../engine/index.ts';
import { useFormServices } from '../services-context.tsx';
import { FilePicker, fileName, PendingList, useUploads } from '../upload-helpers.tsx';
import { ReadText } from './read-text.tsx';

type Value = string | string[] | undefined | null;
type Props = Partial<WidgetProps['FileUpload']> & { value?: Value; onChange?: (value: string | string[] | undefined) => void; disabled?: boolean; readOnly?: boolean };

const urlsOf = (value: Value): string[] => (Array.isArray(value) ? value.filter((one) => typeof one === 'string' && one !== '') : value ? [value] : []);

/** The stored files as links that open in a new tab. */
function FileLinks({ urls, onRemove }: { urls: readonly string[]; onRemove?: ((url: string) => void) | undefined }) {
  const { assetUrl } = useFormServices();
  if (urls.length === 0) return onRemove ? null : <ReadText text="" />;
  return (
    <Space direction="vertical" size={0}>
      {urls.map((url) => (
        <Space key={url} size={4}>
          <Typography.Link href={assetUrl(url)} target="_blank" rel="noreferrer">
            {fileName(url)}
          </Typography.Link>
          {onRemove && (
            <Button type="link" size="small" danger aria-label={`删除 ${fileName(url)}`} onClick={() => onRemove(url)}>
              删除
            </Button>
          )}
        </Space>
      ))}
    </Space>
  );
}

function FileUploadBase({ rule = 'file', multiple = false, value, onChange, disabled, readOnly }: Props) {
  const { pending, busy, start } = useUploads({ kind: 'file', rule, failMessage: '文件上传失败' });
  // Several files may finish in any order: each adds to the latest value, not the rendered one.
  const latest = useRef<string[]>(urlsOf(value));
  latest.current = urlsOf(value);
  const locked = Boolean(disabled || readOnly);

  const emit = (urls: string[]) => {
    latest.current = urls;
    onChange?.(multiple ? urls : urls[0]);
  };
  const upload = async (file: File) => {
    const url = await start(file);
    if (url !== null) emit(multiple ? [...latest.current, url] : [url]);
  };
  const remove = (url: string) => {
    emit(latest.current.filter((one) => one !== url));
  };
  const limits = UPLOAD_RULES[rule];

  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      {!locked && (
        <Space wrap size={8}>
          <FilePicker rule={rule} multiple={multiple} disabled={busy} onFile={(file) => void upload(file)}>
            <Button size="small" loading={busy} disabled={busy}>
              {busy ? '上传中…' : '上传文件'}
            </Button>
          </FilePicker>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            支持 {limits.extensions.join('、')}，不超过 {Math.round(limits.maxBytes / 1024 / 1024)}M
          </Typography.Text>
        </Space>
      )}
      <FileLinks urls={urlsOf(value)} onRemove={locked ? undefined : remove} />
      <PendingList pending={pending} />
    </Space>
  );
}

function FileUploadRead({ value }: Props) {
  return <FileLinks urls={urlsOf(value)} />;
}

/** file: a file sent to common/upload-file; the value is its URL (multiple: a list of URLs). */
export const FileUpload = connect(FileUploadBase, mapReadPretty(FileUploadRead));
