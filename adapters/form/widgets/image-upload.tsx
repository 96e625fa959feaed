import { connect, mapReadPretty } from '@formily/react';
import { Button, Image } from 'antd';
import { useState, type CSSProperties } from 'react';
import { MESSAGES, type WidgetProps } from '../../../engine/index.ts';
import { ImageCropper, preloadCropper } from '../cropper/index.ts';
import { ImageLibraryDialog } from '../image-library.tsx';
import { useFormServices } from '../../ui/index.ts';
import { FilePicker, PendingList, ROW, useUploads } from '../uploads/upload-helpers.tsx';
import { ReadText } from './read-text.tsx';
import './thumb.css';

type Props = Partial<WidgetProps['ImageUpload']> & { value?: string | null; onChange?: (value: string | undefined) => void; disabled?: boolean; readOnly?: boolean };

export const THUMB_SIZE = 96;

const THUMB_STYLE: CSSProperties = { objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' };
const HIDDEN: CSSProperties = { display: 'none' };
const STACK: CSSProperties = { display: 'inline-flex', flexDirection: 'column', gap: 4 };

/**
 * A stored image (relative paths through the object-storage host); a click opens antd's
 * preview. A plain <img> until then: antd's Image mounts its preview machinery with every
 * thumbnail, so it is mounted on the first click and kept for the closing animation.
 */
export function Thumb({ path, alt }: { path: string; alt: string }) {
  const { assetUrl } = useFormServices();
  // undefined: never opened
  const [preview, setPreview] = useState<boolean>();
  const src = assetUrl(path);
  return (
    <>
      <button type="button" className="config-thumb" aria-label={`预览 ${alt}`} onClick={() => setPreview(true)}>
        <img src={src} alt={alt} width={THUMB_SIZE} height={THUMB_SIZE} style={THUMB_STYLE} />
      </button>
      {/* beside the thumbnail, not inside it: a click in the preview must not reopen it */}
      {preview !== undefined && <Image src={src} alt={alt} wrapperStyle={HIDDEN} preview={{ visible: preview, src, onVisibleChange: setPreview }} />}
    </>
  );
}

function ImageUploadBase({ rule = 'image', crop, value, onChange, disabled, readOnly }: Props) {
  const { pending, busy, start } = useUploads({ kind: 'image', rule, failMessage: MESSAGES.imageUploadFailed });
  const [picking, setPicking] = useState(false);
  const [cropping, setCropping] = useState(false);
  const locked = Boolean(disabled || readOnly);

  const upload = async (file: File) => {
    const url = await start(file);
    if (url !== null) onChange?.(url);
  };

  // Plain flex boxes, and the progress and the library dialog only once asked for: 50 of these
  // may mount at once when a condition shows them.
  return (
    <div style={STACK}>
      {value ? <Thumb path={value} alt="已上传的图片" /> : locked && <ReadText text="" />}
      {!locked && (
        <div style={ROW}>
          {crop ? (
            // a fixed size (component.crop): every picture goes through the cropper; the library's are not cut to size
            <Button size="small" onMouseEnter={preloadCropper} onFocus={preloadCropper} onClick={() => setCropping(true)}>
              {value ? '重新上传' : '上传图片'}
            </Button>
          ) : (
            <>
              <FilePicker rule={rule} multiple={false} disabled={busy} onFile={(file) => void upload(file)}>
                <Button size="small" loading={busy} disabled={busy}>
                  {busy ? '上传中…' : value ? '重新上传' : '上传图片'}
                </Button>
              </FilePicker>
              <Button size="small" disabled={busy} onClick={() => setPicking(true)}>
                从图片库选择
              </Button>
            </>
          )}
          {value && (
            <Button size="small" danger disabled={busy} onClick={() => onChange?.(undefined)}>
              删除
            </Button>
          )}
        </div>
      )}
      {pending.length > 0 && <PendingList pending={pending} />}
      {crop && (
        <ImageCropper
          open={cropping}
          size={crop}
          onCancel={() => setCropping(false)}
          onUploaded={(url) => {
            setCropping(false);
            onChange?.(url);
          }}
        />
      )}
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
    </div>
  );
}

function ImageUploadRead({ value }: Props) {
  return value ? <Thumb path={value} alt="图片" /> : <ReadText text="" />;
}

/**
 * image: one image, uploaded (common/upload-img) or picked from the image library; with a crop size
 * (component.crop), chosen and cut to it in the cropper (admin/common/upload-img). The value is its path.
 */
export const ImageUpload = connect(ImageUploadBase, mapReadPretty(ImageUploadRead));
