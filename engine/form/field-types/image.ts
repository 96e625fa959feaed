import type { UploadRuleName } from '../uploads.ts';
import { asText } from '../value-readers.ts';
import { choose, defineFieldType } from './entry.ts';
import { optionalCrop, type CropSize } from './shape.ts';

/** ImageUpload: upload or pick from the image library; `crop`, the output size: set, a chosen picture goes through the cropper first. */
export interface ImageUploadProps {
  rule: UploadRuleName;
  crop?: CropSize | undefined;
}

/** image: one picture's path; the only type that reads `component.crop` (any other refuses it). */
export const image = defineFieldType('image', {
  title: '单张图片',
  description: '上传一张图片或从图片库选取，可先按 crop 裁剪，值为图片路径',
  keys: { crop: optionalCrop },
  widget: 'ImageUpload',
  list: () => false,
  read: asText,
  requiredMessage: choose,
  props: (field): ImageUploadProps => ({ rule: 'image', ...(field.component.crop ? { crop: field.component.crop } : {}) }),
  example: { label: '学校Logo', key: 'logo', config: { mark: '建议尺寸 200×200', rules: { required: 1 }, component: { type: 'image', size: 'S' } }, values: { logo: 'uploads/demo/logo.png' } },
});
