import { connect, mapReadPretty } from '@formily/react';
import { Button } from 'antd';
import { useRef, useState, type CSSProperties } from 'react';
import { MESSAGES, type WidgetProps } from '../../../engine/index.ts';
import { ImageLibraryDialog } from '../image-library.tsx';
import { useFeedback } from '../../ui/index.ts';
import { COLUMN, FilePicker, Hint, PendingList, ROW, useUploads } from '../uploads/upload-helpers.tsx';
import { ReadText } from './read-text.tsx';
import { Thumb } from './image-upload.tsx';

type Props = Partial<WidgetProps['ImageList']> & { value?: string[] | null; onChange?: (value: string[]) => void; disabled?: boolean; readOnly?: boolean };

/** At most nine images where the spec names a limit (spec section 9). */
export const MAX_IMAGES = 9;

const pathsOf = (value: Props['value']): string[] => (Array.isArray(value) ? value.filter((one) => typeof one === 'string' && one !== '') : []);

const TILE: CSSProperties = { display: 'inline-flex', flexDirection: 'column', alignItems: 'center' };

function Gallery({ paths, onRemove }: { paths: readonly string[]; onRemove?: ((index: number) => void) | undefined }) {
  return (
    <div style={ROW}>
      {paths.map((path, index) => (
        <div key={`${index}-${path}`} style={TILE}>
          <Thumb path={path} alt={`第 ${index + 1} 张图片`} />
          {onRemove && (
            <Button type="link" size="small" danger aria-label={`删除第 ${index + 1} 张图片`} onClick={() => onRemove(index)}>
              删除
            </Button>
          )}
        </div>
      ))}
    </div>
  );
}

function ImageListBase({ rule = 'image', min = 0, max: maxProp = MAX_IMAGES, value, onChange, disabled, readOnly }: Props) {
  const max = Math.max(1, Math.min(maxProp, MAX_IMAGES));
  const message = useFeedback();
  const { pending, busy, start } = useUploads({ kind: 'image', rule, failMessage: MESSAGES.imageUploadFailed });
  const [picking, setPicking] = useState(false);
  const paths = pathsOf(value);
  // Uploads finish in any order: each adds to the latest list, not the rendered one.
  const latest = useRef(paths);
  latest.current = paths;
  const locked = Boolean(disabled || readOnly);
  const remaining = max - paths.length - pending.filter((one) => one.percent < 100).length;

  const emit = (next: string[]) => {
    latest.current = next.slice(0, max);
    onChange?.(latest.current);
  };
  const upload = async (file: File) => {
    const url = await start(file);
    if (url !== null) emit([...latest.current, url]);
  };
  const tooMany = () => void message.warning(`最多只能上传 ${max} 张图片`);

  // Plain flex boxes, and the gallery, progress and library dialog only once there is something
  // to show: 50 of these may mount at once when a condition shows them.
  return (
    <div style={COLUMN}>
      {paths.length > 0 && <Gallery paths={paths} onRemove={locked ? undefined : (index) => emit(paths.filter((_, i) => i !== index))} />}
      {!locked && (
        <div style={ROW}>
          <FilePicker rule={rule} multiple disabled={busy || remaining <= 0} limit={remaining} onFile={(file) => void upload(file)} onOverLimit={tooMany}>
            <Button size="small" loading={busy} disabled={busy || remaining <= 0}>
              {busy ? '上传中…' : '上传图片'}
            </Button>
          </FilePicker>
          <Button size="small" disabled={busy || remaining <= 0} onClick={() => setPicking(true)}>
            从图片库选择
          </Button>
          <Hint label="图片数量">
            {paths.length}/{max}
            {min > 1 ? `（至少 ${min} 张）` : ''}
          </Hint>
        </div>
      )}
      {pending.length > 0 && <PendingList pending={pending} />}
      {!locked && picking && (
        <ImageLibraryDialog
          open={picking}
          limit={Math.max(1, remaining)}
          onCancel={() => setPicking(false)}
          onOk={(images) => {
            setPicking(false);
            emit([...latest.current, ...images]);
          }}
        />
      )}
    </div>
  );
}

function ImageListRead({ value }: Props) {
  const paths = pathsOf(value);
  return paths.length ? <Gallery paths={paths} /> : <ReadText text="" />;
}

/** image-arr: min to max images (at most 9), uploaded or picked from the image library. */
export const ImageList = connect(ImageListBase, mapReadPretty(ImageListRead));
