import { describe, expect, it } from 'vitest';
import { checkCropFile, checkCropPixels, compileForm, CROPPER, parseFormConfig } from '../../engine/index.ts';
import { formOf } from './form-harness.ts';

// The image field's crop size (component.crop) and the cropper's limits (spec sections 5 and 9).

const image = (component: object) => formOf({ name: '用户头像', field: 'avatar', component: { type: 'image', ...component } });

describe('component.crop: parsed once, passed to the image widget', () => {
  it.each([
    ['numbers', { width: 300, height: 300 }, { width: 300, height: 300 }],
    ['strings', { width: '300', height: '200' }, { width: 300, height: 200 }],
    ['absent', undefined, undefined],
    ['null', null, undefined],
  ])('%s -> %j in the ImageUpload props', (_name, crop, expected) => {
    const parsed = parseFormConfig(image(crop === undefined ? {} : { crop }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const props = compileForm(parsed.config).properties.grid.properties.avatar?.['x-component-props'];
    expect(props).toEqual(expected ? { rule: 'image', crop: expected } : { rule: 'image' });
  });

  it.each([
    ['a width of 0', image({ crop: { width: 0, height: 300 } }), 'fields[0]（用户头像）.component.crop.width', 'crop.width 至少为 1 像素'],
    ['a fraction', image({ crop: { width: 300, height: 20.5 } }), 'fields[0]（用户头像）.component.crop.height', 'crop.height 应为整数像素'],
    ['too wide', image({ crop: { width: 5000, height: 300 } }), 'fields[0]（用户头像）.component.crop.width', 'crop.width 最多 4096 像素'],
    ['text', image({ crop: { width: '大', height: 300 } }), 'fields[0]（用户头像）.component.crop.width', '应为数字（可写作字符串，如 "10"）'],
    ['a missing height', image({ crop: { width: 300 } }), 'fields[0]（用户头像）.component.crop.height', undefined],
    [
      'a crop on a text field',
      formOf({ name: '名称', field: 'name', component: { type: 'text', crop: { width: 1, height: 1 } } }),
      'fields[0]（名称）.component.crop',
      'crop（裁剪尺寸）只用于 image 字段，text 字段不支持',
    ],
  ])('refuses %s with its path and a message', (_name, raw, path, message) => {
    const parsed = parseFormConfig(raw);
    expect(parsed.ok).toBe(false);
    expect(parsed.errors[0]?.path).toBe(path);
    if (message) expect(parsed.errors[0]?.message).toBe(message);
  });
});

describe('the cropper limits', () => {
  it('are those of spec section 9', () => {
    expect(CROPPER).toMatchObject({ maxKb: 10240, defaultSize: { width: 200, height: 200 }, avatarSize: { width: 300, height: 300 }, zoomMin: 0, zoomMax: 100, zoomRepeatMs: 60 });
  });

  it.each([
    [{ name: 'a.png', type: 'image/png', size: 1024 }, null],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 10240 * 1024 }, null],
    [{ name: 'a.webp', type: 'image/webp', size: 10 }, null],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 10240 * 1024 + 1 }, '单文件大小不能超过 10240kb'],
    [{ name: 'a.pdf', type: 'application/pdf', size: 10 }, '仅限图片格式'],
    [{ name: 'a.png', type: '', size: 10 }, '仅限图片格式'],
  ])('checkCropFile(%j) -> %j', (file, expected) => {
    expect(checkCropFile(file)).toBe(expected);
  });

  it.each([
    [{ width: 300, height: 300 }, CROPPER.avatarSize, null],
    [{ width: 4000, height: 3000 }, CROPPER.avatarSize, null],
    [{ width: 299, height: 800 }, CROPPER.avatarSize, '图片最低像素为（300*300）'],
    [{ width: 800, height: 120 }, CROPPER.defaultSize, '图片最低像素为（200*200）'],
    [{ width: 640, height: 360 }, { width: 640, height: 480 }, '图片最低像素为（640*480）'],
  ])('checkCropPixels(%j, %j) -> %j', (source, output, expected) => {
    expect(checkCropPixels(source, output)).toBe(expected);
  });
});
