import { describe, expect, it } from 'vitest';
import { cropperReducer, INITIAL_CROPPER, initialCrop, outputFormat, sourceRect, zoomScale, type CropperAction, type CropperState } from '../../../../adapters/form/cropper/index.ts';

// The cropper's states (spec section 4: step 1 choose, 2 crop, 3 upload; loading 0 idle,
// 1 uploading, 2 success, 3 failed) and its arithmetic, as tables of input -> output.

const source = { url: 'blob:x', name: 'a.jpg', type: 'image/jpeg', width: 1200, height: 800 };
const output = { width: 300, height: 300 };
const run = (...actions: CropperAction[]): CropperState => actions.reduce(cropperReducer, INITIAL_CROPPER);
const chosen: CropperAction = { type: 'chosen', source, output };

describe('cropperReducer', () => {
  it.each<[string, CropperAction[], Partial<CropperState>]>([
    ['starts at step 1, idle', [], { step: 1, loading: 0, zoom: 0 }],
    ['a refused file stays at step 1 with its reason', [{ type: 'refused', message: '仅限图片格式' }], { step: 1, error: '仅限图片格式' }],
    ['a chosen picture goes to step 2 with a centred crop', [chosen], { step: 2, loading: 0, crop: initialCrop(source, output) }],
    ['zoom is kept within 0–100', [chosen, { type: 'zoom', zoom: 140 }], { zoom: 100 }],
    ['and not below 0', [chosen, { type: 'zoom', zoom: -5 }], { zoom: 0 }],
    ['a change applies to the current zoom, step after step', [chosen, { type: 'zoom', zoom: (z: number) => z + 2 }, { type: 'zoom', zoom: (z: number) => z + 2 }], { zoom: 4 }],
    ['uploading is step 3, loading 1', [chosen, { type: 'upload' }], { step: 3, loading: 1, percent: 0 }],
    ['progress only rises', [chosen, { type: 'upload' }, { type: 'progress', percent: 60 }, { type: 'progress', percent: 30 }], { percent: 60 }],
    ['success is loading 2', [chosen, { type: 'upload' }, { type: 'uploaded' }], { step: 3, loading: 2, percent: 100 }],
    ['failure is loading 3 and keeps the crop and zoom', [chosen, { type: 'zoom', zoom: 30 }, { type: 'upload' }, { type: 'failed', message: '服务器繁忙' }], { step: 3, loading: 3, error: '服务器繁忙', zoom: 30, crop: initialCrop(source, output) }],
    ['back after a failure is step 2 with the crop', [chosen, { type: 'zoom', zoom: 30 }, { type: 'upload' }, { type: 'failed', message: 'x' }, { type: 'back' }], { step: 2, loading: 0, zoom: 30, error: undefined }],
    ['no upload without a picture', [{ type: 'upload' }], { step: 1, loading: 0 }],
  ])('%s', (_name, actions, expected) => {
    expect(run(...actions)).toMatchObject(expected);
  });

  it('choosing again forgets the picture and starts over', () => {
    expect(run(chosen, { type: 'zoom', zoom: 40 }, { type: 'choose-again' })).toEqual(INITIAL_CROPPER);
  });
});

describe('the crop arithmetic', () => {
  it.each([
    [{ width: 1000, height: 500 }, { width: 300, height: 300 }, { unit: '%', x: 27.5, y: 5, width: 45, height: 90 }],
    [{ width: 500, height: 1000 }, { width: 300, height: 300 }, { unit: '%', x: 5, y: 27.5, width: 90, height: 45 }],
    [{ width: 1600, height: 900 }, { width: 640, height: 360 }, { unit: '%', x: 5, y: 5, width: 90, height: 90 }],
  ])('initialCrop(%j, %j) -> %j', (picture, size, expected) => {
    const crop = initialCrop(picture, size);
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(crop[key]).toBeCloseTo(expected[key] as number, 6);
  });

  it.each([
    [0, 1],
    [50, 2],
    [100, 3],
    [150, 3],
  ])('zoomScale(%i) -> %d', (zoom, scale) => {
    expect(zoomScale(zoom)).toBe(scale);
  });

  it.each([
    ['the whole picture at zoom 0', { unit: '%' as const, x: 0, y: 0, width: 100, height: 100 }, 0, { x: 0, y: 0, width: 1000, height: 800 }],
    ['the middle half at zoom 50', { unit: '%' as const, x: 0, y: 0, width: 100, height: 100 }, 50, { x: 250, y: 200, width: 500, height: 400 }],
    ['a corner at zoom 0', { unit: '%' as const, x: 50, y: 50, width: 50, height: 50 }, 0, { x: 500, y: 400, width: 500, height: 400 }],
    ['that corner zoomed to 2×', { unit: '%' as const, x: 50, y: 50, width: 50, height: 50 }, 50, { x: 500, y: 400, width: 250, height: 200 }],
  ])('sourceRect: %s', (_name, crop, zoom, expected) => {
    expect(sourceRect({ width: 1000, height: 800 }, crop, zoom)).toEqual(expected);
  });

  it.each([
    ['image/jpeg', undefined, 'jpg'],
    ['image/png', undefined, 'png'],
    ['image/webp', undefined, 'png'],
    ['image/jpeg', 'png' as const, 'png'],
  ])('outputFormat(%s, %s) -> %s', (type, asked, expected) => {
    expect(outputFormat(type, asked)).toBe(expected);
  });
});
