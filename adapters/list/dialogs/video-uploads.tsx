import { onFieldInit } from '@formily/core';
import { useMemo, type ReactNode } from 'react';
import { primaryPath, type FormConfig, type FormServices } from '../../../engine/index.ts';
import { FormServicesProvider, useFormServices } from '../../ui/index.ts';

// 实景视频 (spec sections 2 and 5): the page's file fields take mp4 only, checked before sending
// with 上传文件只能是mp4格式!, and go to the video upload (common/upload-video).

/** Formily effects that give the form's file fields the video rule. */
export function videoEffects(form: FormConfig | undefined): (() => void) | undefined {
  const paths = (form?.fields ?? []).filter((field) => field.component.type === 'file').map(primaryPath);
  if (paths.length === 0) return undefined;
  return () => {
    for (const path of paths) onFieldInit(path, (field) => field.setComponentProps({ rule: 'video' }));
  };
}

/** The surrounding FormServices, with file uploads sent as videos. */
export function VideoUploads({ children }: { children: ReactNode }) {
  const services = useFormServices();
  const videos = useMemo<FormServices>(
    () => ({ ...services, uploader: { upload: (request) => services.uploader.upload({ ...request, kind: request.kind === 'file' ? 'video' : request.kind }) } }),
    [services],
  );
  return <FormServicesProvider value={videos}>{children}</FormServicesProvider>;
}
