import { CROPPER } from '../../../engine/index.ts';

// The cropper's arithmetic, without the DOM: the crop is kept in percent of the picture (so it
// survives a resize of the dialog), the zoom scales the picture about its centre.

/** A crop in percent of the shown picture (react-image-crop's PercentCrop). */
export interface PercentRect {
  unit: '%';
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Zoom 0–100 as a scale of the picture: zoomScale(0) -> 1, zoomScale(50) -> 2, zoomScale(100) -> 3. */
export function zoomScale(zoom: number): number {
  return 1 + (clampZoom(zoom) / CROPPER.zoomMax) * 2;
}

/** clampZoom(120) -> 100; clampZoom(-3) -> 0. */
export function clampZoom(zoom: number): number {
  return Math.min(CROPPER.zoomMax, Math.max(CROPPER.zoomMin, Math.round(zoom)));
}

/**
 * The largest crop of the output's aspect, 90% of the picture's short side, centred:
 * initialCrop({width: 1000, height: 500}, {width: 300, height: 300}) -> {unit: '%', x: 27.5, y: 5, width: 45, height: 90}.
 */
export function initialCrop(picture: Size, output: Size): PercentRect {
  const aspect = output.width / output.height;
  const ratio = picture.width / picture.height;
  const width = ratio > aspect ? (aspect / ratio) * 90 : 90;
  const height = ratio > aspect ? 90 : (ratio / aspect) * 90;
  return { unit: '%', x: (100 - width) / 2, y: (100 - height) / 2, width, height };
}

/**
 * The part of the picture (natural pixels) under a crop of the shown picture zoomed by `zoom`
 * about its centre: at zoom 0 it is the crop itself; zoomed in, a smaller part round the centre.
 * sourceRect({width: 1000, height: 1000}, {unit: '%', x: 0, y: 0, width: 100, height: 100}, 50) -> {x: 250, y: 250, width: 500, height: 500}
 */
export function sourceRect(picture: Size, crop: PercentRect, zoom: number): { x: number; y: number; width: number; height: number } {
  const scale = zoomScale(zoom);
  const axis = (start: number, length: number, full: number) => {
    const centre = full / 2;
    return { start: centre + ((start / 100) * full - centre) / scale, length: ((length / 100) * full) / scale };
  };
  const x = axis(crop.x, crop.width, picture.width);
  const y = axis(crop.y, crop.height, picture.height);
  return { x: x.start, y: y.start, width: x.length, height: y.length };
}

export type CropFormat = 'png' | 'jpg';

/** The output's format: asked for, else jpg for a JPEG source and png for anything else. */
export function outputFormat(sourceType: string, asked?: CropFormat): CropFormat {
  return asked ?? (sourceType === 'image/jpeg' ? 'jpg' : 'png');
}

export const MIME: Record<CropFormat, string> = { png: 'image/png', jpg: 'image/jpeg' };
