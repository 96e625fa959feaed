import { connect, mapReadPretty } from '@formily/react';
import { Button, Image, Space } from 'antd';
import { useState } from 'react';
import type { WidgetProps } from '../../../engine/index.ts';
import { ImageLibraryDialog } from '../image-library.tsx';
import { useFormServices } from '../services-context.tsx';
import { FilePicker, PendingList, useUploads } from '../upload-helpers.tsx';
import { ReadText } from './read-text.tsx';

type Props = Partial<WidgetProps['ImageUpload']> & { value?: string | null; onChange?: (value: string | undefined) => void; disabled?: boolean; readOnly?: boolean };

export const THUMB_SIZE = 96;

/** A stored image (relative paths through the object-storage host), with antd's preview. */
export function Thumb({ path, alt }: { path: string; alt: string }) {
  const { assetUrl } = useFormServices();
  return (
    <Image
      src={assetUrl(path)}
      alt={alt}
      width={THUMB_SIZE}
      height={THUMB_SIZE}
      style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
      preview={{ mask: '预览' }}
    />
  );
}

function ImageUploadBase({ rule = 'image', value, onChange, disabled, readOnly }: Props) {
  const { pending, busy, start } = useUploads({ kind: 'image', rule, failMessage: '图片上传失败' });
  const [picking, setPicking] = useState(false);
  const locked = Boolean(disabled || readOnly);

  const upload = async (file: File) => {
    const url = await start(file);
    if (url !== null) onChange?.(url);
  };

  return (
    <Space direction="vertical" size={4}>
      {value ? <Thumb path={value} alt="已上传的图片" /> : locked && <ReadText text="" />}
      {!locked && (
        <Space wrap size={8}>
          <FilePicker rule={rule} multiple={false} disabled={busy} onFile={(file) => void upload(file)}>
            <Button size="small" loading={busy} disabled={busy}>
              {busy ? '上传中…' : value ? '重新上传' : '上传图片'}
            </Button>
          </FilePicker>
          <Button size="small" disabled={busy} onClick={() => setPicking(true)}>
            从图片库选择
          </Button>
          {value && (
            <Button size="small" danger disabled={busy} onClick={() => onChange?.(undefined)}>
              删除
            </Button>
          )}
        </Space>
      )}
      <PendingList pending={pending} />
      {/* mounted only once asked for: a form with many image fields stays light */}
      {!locked && picking && (
        <ImageLibraryDialog
          open={picking}
          limit={1}
          onCancel={() => setPicking(false)}
          onOk={(images) => {
            setPicking(false);
            if (images[0]) onChange?.(images[0]);
          }}
        />
      )}
    </Space>
  );
}

function ImageUploadRead({ value }: Props) {
  return value ? <Thumb path={value} alt="图片" /> : <ReadText text="" />;
}

/** image: one image, uploaded (common/upload-img) or picked from the image library; the value is its path. */
export const ImageUpload = connect(ImageUploadBase, mapReadPretty(ImageUploadRead));
