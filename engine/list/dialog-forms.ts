import type { FormConfig, RawFormConfig } from '../config/form-config.ts';
import { parseFormConfig } from '../config/parse.ts';
import { formErrors } from '../form/validate.ts';

// The forms of two list dialogs that no page config gives (spec section 3: Course content,
// Teacher), declared once: the dialog renders the form, the server checks the call's body with
// the same config, so both give the same messages (请选择0-9张图片, 请输入职称, …).

/** 课程内容: the graduation certificate (jieyezhengshu) and attachment (fujian) pictures, at most 9 each. */
export const CONTENT_IMAGES_FORM = {
  component: { name: 'train-content', title: '内容图片' },
  fields: [
    { name: '结业证书', field: 'jieyezhengshu', mark: '最多 9 张', rules: { max: 9 }, component: { type: 'image-arr', size: 'L', min: 0 } },
    { name: '附件', field: 'fujian', mark: '最多 9 张', rules: { max: 9 }, component: { type: 'image-arr', size: 'L', min: 0 } },
  ],
} satisfies RawFormConfig;

/** 授课教师 → 新增教师: a teacher entered for one course (name and post required, a photo). */
export const NEW_TEACHER_FORM = {
  component: { name: 'train-teacher', title: '新增教师' },
  fields: [
    { name: '姓名', field: 'name', rules: { required: 1, max: 20 }, component: { type: 'text', size: 'M' } },
    { name: '职称', field: 'post', mark: '如：教授、副教授、高级讲师', rules: { required: 1, max: 30 }, component: { type: 'text', size: 'M' } },
    { name: '照片', field: 'image', mark: '正面免冠照，建议 300×400', component: { type: 'image', size: 'S' } },
  ],
} satisfies RawFormConfig;

const parsed = new Map<RawFormConfig, FormConfig>();

function errorsOf(raw: RawFormConfig, body: Record<string, unknown>): Record<string, string> {
  let config = parsed.get(raw);
  if (!config) {
    const result = parseFormConfig(raw);
    if (!result.ok) throw new Error(`${raw.component?.name ?? 'form'}: ${result.errors.map((error) => `${error.path}: ${error.message}`).join('; ')}`);
    config = result.config;
    parsed.set(raw, config);
  }
  return formErrors(config, body);
}

/** Field -> message for a content call's pictures: contentErrors({ fujian: Array(10).fill('a.png') }) -> { fujian: '请选择0-9张图片' }. */
export const contentErrors = (body: Record<string, unknown>) => errorsOf(CONTENT_IMAGES_FORM, body);

/** Field -> message for a new teacher: newTeacherErrors({ name: '林海' }) -> { post: '请输入职称' }. */
export const newTeacherErrors = (body: Record<string, unknown>) => errorsOf(NEW_TEACHER_FORM, body);
