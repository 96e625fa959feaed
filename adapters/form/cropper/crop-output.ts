import { MIME, sourceRect, type CropFormat, type PercentRect, type Size } from './crop-geometry.ts';

/** Draws the cropped part of `image` on `canvas` at exactly `output` pixels. */
export function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: PercentRect, zoom: number, output: Size): boolean {
  const context = canvas.getContext('2d');
  if (!context) return false;
  canvas.width = output.width;
  canvas.height = output.height;
  const source = sourceRect({ width: image.naturalWidth, height: image.naturalHeight }, crop, zoom);
  context.imageSmoothingQuality = 'high';
  context.clearRect(0, 0, output.width, output.height);
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, output.width, output.height);
  return true;
}

/** The crop as a file of `output` pixels in png or jpg (canvas toBlob), named for the upload's check. */
export async function cropToFile(image: HTMLImageElement, crop: PercentRect, zoom: number, output: Size, format: CropFormat): Promise<File> {
  const canvas = document.createElement('canvas');
  if (!drawCrop(canvas, image, crop, zoom, output)) throw new Error('浏览器不支持图片裁剪');
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, MIME[format], 0.92));
  if (!blob) throw new Error('图片裁剪失败');
  return new File([blob], `cropped-${output.width}x${output.height}.${format}`, { type: MIME[format] });
}

/** Reads a picture's natural size from an object URL. */
export function pictureSize(url: string): Promise<Size> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('图片无法读取，请换一张图片'));
    image.src = url;
  });
}
