import { Spin } from 'antd';
import { Suspense } from 'react';
import { Modal, preloadable } from '../../ui/index.ts';
import type { ImageCropperProps } from './image-cropper.tsx';

export type { ImageCropperProps };

// react-image-crop and the cropper load when a cropper first opens (DESIGN.md: loaded lazily),
// or ahead of it; once loaded, a cropper opens without its spinner.
const cropper = preloadable(() => import('./image-cropper.tsx'));
const LazyCropper = cropper.Component;

/** Starts loading the cropper ahead of its first opening (on hover of the button that opens it). */
export function preloadCropper(): void {
  cropper.preload().catch(() => undefined);
}

/** The image cropper in a dialog, shown while `open`; its code loads the first time. */
export function ImageCropper({ open, ...props }: ImageCropperProps & { open: boolean }) {
  if (!open) return null;
  return (
    <Suspense
      fallback={
        <Modal open title={props.title ?? '裁剪图片'} footer={null} onCancel={props.onCancel}>
          <Spin style={{ display: 'block', padding: 48 }} tip="加载中…">
            <span />
          </Spin>
        </Modal>
      }
    >
      <LazyCropper {...props} />
    </Suspense>
  );
}
