import { Alert, Button, Progress, Result, Steps, theme } from 'antd';
import { useCallback, useEffect, useReducer, useRef, useState, type CSSProperties } from 'react';
import { ReactCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { checkCropFile, checkCropPixels, CROPPER, MESSAGES, type CropSize } from '../../../engine/index.ts';
import { errorMessage } from '../../http/index.ts';
import { Modal, useFeedback, useFormServices } from '../../ui/index.ts';
import { outputFormat, zoomScale, type CropFormat } from './crop-geometry.ts';
import { cropToFile, drawCrop, pictureSize } from './crop-output.ts';
import { cropperReducer, INITIAL_CROPPER, type CropperState } from './cropper-state.ts';
import { ZoomControl } from './zoom-control.tsx';
import './cropper.css';

// The image cropper (spec sections 4, 5, 9): 1 choose a picture (images only, at most 10240 KB,
// at least the output size), 2 crop it at the output's aspect with zoom 0–100, 3 upload the crop
// (png or jpg of exactly the output size) to admin/common/upload-img. This module brings
// react-image-crop; index.ts loads it only when a cropper opens.

export interface ImageCropperProps {
  /** The output size (default 200×200). */
  size?: CropSize | undefined;
  /** png or jpg; default: jpg for a JPEG source, png otherwise. */
  format?: CropFormat | undefined;
  title?: string | undefined;
  onCancel(): void;
  /** The stored path of the uploaded crop. */
  onUploaded(url: string): void;
  /** Where to start (stories and tests show each step with it). */
  initial?: CropperState | undefined;
}

const STEP_ITEMS = [{ title: '选择图片' }, { title: '裁剪' }, { title: '上传' }];
const PREVIEW_MAX = 120;

export default function ImageCropper({ size = CROPPER.defaultSize, format, title = '裁剪图片', onCancel, onUploaded, initial }: ImageCropperProps) {
  const { uploader } = useFormServices();
  const message = useFeedback();
  const { token } = theme.useToken();
  const [state, dispatch] = useReducer(cropperReducer, initial ?? INITIAL_CROPPER);
  const [loaded, setLoaded] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const controller = useRef<AbortController | undefined>(undefined);
  const { step, loading, source, crop, zoom } = state;

  // The object URL of the chosen file goes when another is chosen or the cropper closes.
  useEffect(() => {
    const url = source?.url;
    return () => {
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    };
  }, [source?.url]);
  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (loaded && crop && image.current && preview.current) drawCrop(preview.current, image.current, crop, zoom, size);
  }, [loaded, crop, zoom, size]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkCropFile(file);
    if (refused) {
      dispatch({ type: 'refused', message: refused });
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      const natural = await pictureSize(url);
      const small = checkCropPixels(natural, size);
      if (small) throw new Error(small);
      setLoaded(false);
      dispatch({ type: 'chosen', source: { url, name: file.name, type: file.type, ...natural }, output: size });
    } catch (error) {
      URL.revokeObjectURL(url);
      dispatch({ type: 'refused', message: errorMessage(error, '图片无法读取，请换一张图片') });
    }
  };

  const upload = useCallback(async () => {
    if (!image.current || !crop || !source) return;
    dispatch({ type: 'upload' });
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      const file = await cropToFile(image.current, crop, zoom, size, outputFormat(source.type, format));
      const { url } = await uploader.upload({ file, kind: 'cropped', signal: current.signal, onProgress: (percent) => dispatch({ type: 'progress', percent }) });
      if (current.signal.aborted) return;
      dispatch({ type: 'uploaded' });
      void message.success(MESSAGES.uploaded);
      onUploaded(url);
    } catch (error) {
      if (current.signal.aborted) return;
      dispatch({ type: 'failed', message: errorMessage(error, '') });
    }
  }, [crop, format, message, onUploaded, size, source, uploader, zoom]);

  const footer = [
    <Button key="cancel" onClick={onCancel}>
      取消
    </Button>,
    step === 2 && (
      <Button key="again" onClick={() => dispatch({ type: 'choose-again' })}>
        重新选择
      </Button>
    ),
    step === 2 && (
      <Button key="upload" type="primary" disabled={!loaded} onClick={() => void upload()}>
        上传
      </Button>
    ),
    step === 3 && loading === 3 && (
      <Button key="back" onClick={() => dispatch({ type: 'back' })}>
        返回裁剪
      </Button>
    ),
    step === 3 && loading === 3 && (
      <Button key="retry" type="primary" onClick={() => void upload()}>
        重新上传
      </Button>
    ),
  ].filter(Boolean);

  return (
    <Modal open title={title} width={720} maskClosable={false} keyboard={loading !== 1} onCancel={onCancel} footer={footer} destroyOnHidden>
      <Steps size="small" current={step - 1} status={loading === 3 ? 'error' : loading === 2 ? 'finish' : 'process'} items={STEP_ITEMS} className="image-cropper-steps" />
      <div className="image-cropper-body" data-step={step} data-loading={loading} style={{ '--image-cropper-accent': token.colorPrimary } as CSSProperties}>
        {step === 1 && (
          <div className="image-cropper-choose">
            <input ref={input} type="file" accept="image/*" hidden aria-label="选择要裁剪的图片" onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void choose(file);
            }} />
            <button
              type="button"
              className="image-cropper-drop"
              onClick={() => input.current?.click()}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                void choose(event.dataTransfer.files[0]);
              }}
            >
              <span className="image-cropper-drop-title">点击或拖入图片</span>
              <span className="image-cropper-drop-hint">
                仅限图片格式，单文件不超过 {CROPPER.maxKb}kb，不小于 {size.width}×{size.height} 像素
              </span>
            </button>
            {state.error && <Alert type="error" showIcon message={state.error} role="alert" />}
          </div>
        )}
        {step >= 2 && source && crop && (
          <div className="image-cropper-work" hidden={step !== 2}>
            <div className="image-cropper-stage">
              <ReactCrop
                crop={crop}
                aspect={size.width / size.height}
                keepSelection
                ruleOfThirds
                onChange={(_pixels, percent) => dispatch({ type: 'crop', crop: percent })}
                className="image-cropper-crop"
                ariaLabels={ARIA_LABELS}
              >
                <img
                  ref={image}
                  src={source.url}
                  alt="待裁剪的图片"
                  className="image-cropper-image"
                  style={{ transform: `scale(${zoomScale(zoom)})` }}
                  onLoad={() => setLoaded(true)}
                />
              </ReactCrop>
              <ZoomControl zoom={zoom} onZoom={(next) => dispatch({ type: 'zoom', zoom: next })} />
            </div>
            <aside className="image-cropper-side">
              <span className="image-cropper-side-title">预览</span>
              <canvas
                ref={preview}
                className="image-cropper-preview"
                aria-label="裁剪预览"
                style={{ width: PREVIEW_MAX, height: Math.round((PREVIEW_MAX * size.height) / size.width) }}
              />
              <span className="image-cropper-side-hint">
                输出 {size.width}×{size.height}，{outputFormat(source.type, format).toUpperCase()}
              </span>
              <span className="image-cropper-side-hint">
                原图 {source.width}×{source.height}
              </span>
            </aside>
          </div>
        )}
        {step === 3 && (
          <div className="image-cropper-upload">
            {loading === 1 && <Progress percent={state.percent} status="active" aria-label="上传进度" />}
            {loading === 2 && <Result status="success" title={MESSAGES.uploaded} />}
            {loading === 3 && (
              <Alert type="error" showIcon role="alert" message={MESSAGES.imageUploadFailed} description={state.error ? `${state.error}。裁剪已保留，可返回调整或重新上传。` : '裁剪已保留，可返回调整或重新上传。'} />
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}

const ARIA_LABELS = {
  cropArea: '裁剪区域（方向键移动）',
  nwDragHandle: '左上角',
  nDragHandle: '上边',
  neDragHandle: '右上角',
  eDragHandle: '右边',
  seDragHandle: '右下角',
  sDragHandle: '下边',
  swDragHandle: '左下角',
  wDragHandle: '左边',
};
