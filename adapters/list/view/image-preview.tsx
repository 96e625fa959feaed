import { Image } from 'antd';
import { useState, useSyncExternalStore } from 'react';

// The table's image thumbnails: plain images in a button (a table of 50 rows would otherwise
// mount 50 antd Image previews), and one shared preview that the clicked one opens.

export interface ImagePreview {
  open(src: string): void;
  close(): void;
  subscribe(listener: () => void): () => void;
  current(): string | null;
}

function createImagePreview(): ImagePreview {
  let shown: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    shown = next;
    listeners.forEach((listener) => listener());
  };
  return {
    open: (src) => set(src),
    close: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current: () => shown,
  };
}

/** The preview of a table, and its host to render once beside the table. */
export function useImagePreview(): ImagePreview {
  const [preview] = useState(createImagePreview);
  return preview;
}

export function ImagePreviewHost({ preview }: { preview: ImagePreview }) {
  const src = useSyncExternalStore(preview.subscribe, preview.current);
  if (!src) return null;
  return <Image style={{ display: 'none' }} src={src} preview={{ visible: true, src, onVisibleChange: (visible) => !visible && preview.close() }} />;
}

export interface ThumbProps {
  src: string;
  alt: string;
  size: { width: number; height: number };
  preview?: ImagePreview | undefined;
}

export function Thumb({ src, alt, size, preview }: ThumbProps) {
  const image = <img src={src} alt={alt} width={size.width} height={size.height} loading="lazy" decoding="async" />;
  if (!preview) return <span className="config-list-thumb">{image}</span>;
  return (
    <button type="button" className="config-list-thumb" title="点击预览" aria-label={`预览${alt}`} onClick={() => preview.open(src)}>
      {image}
    </button>
  );
}
