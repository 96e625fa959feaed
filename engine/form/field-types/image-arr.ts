import type { UploadRuleName } from '../uploads.ts';
import { asItems } from '../value-readers.ts';
import { defineFieldType } from './entry.ts';
import type { AnyFormField } from './shape.ts';

/** ImageList: several pictures, from `min` to `max`. */
export interface ImageListProps {
  rule: UploadRuleName;
  min: number;
  max: number;
}

/** image-arr: at least `min` (default 1), at most `max` (rules.max, default and cap 9). */
export function imageCount(field: AnyFormField): { min: number; max: number } {
  const max = Math.min(Math.max(field.rules.max ?? 9, 1), 9);
  return { min: Math.min(Math.max(field.component.min ?? 1, 0), max), max };
}

/** image-arr: a list of picture paths, min to max of them. */
export const imageArr = defineFieldType('image-arr', {
  title: '多图上传',
  description: '上传多张图片（min 到 rules.max 张，最多 9 张），值为图片路径列表',
  widget: 'ImageList',
  list: () => true,
  read: asItems,
  requiredMessage: (_label, field) => {
    const { min, max } = imageCount(field);
    return `请选择${min}-${max}张图片`;
  },
  props: (field): ImageListProps => ({ rule: 'image', ...imageCount(field) }),
  check: (value, field) => {
    const { min, max } = imageCount(field);
    const count = Array.isArray(value) ? value.length : 0;
    return count > 0 && (count < min || count > max) ? `请选择${min}-${max}张图片` : '';
  },
  example: { label: '资质图片', key: 'qualification_images', config: { rules: { required: 1, max: 9 }, component: { type: 'image-arr', min: 1 } }, values: { qualification_images: ['uploads/demo/资质1.png', 'uploads/demo/资质2.png'] } },
});
