import type { UploadRuleName } from '../uploads.ts';
import { asFiles } from '../value-readers.ts';
import { defineFieldType, multiple } from './entry.ts';

/** FileUpload: uploads under `rule` (engine/form/uploads.ts), one file or several. */
export interface FileUploadProps {
  rule: UploadRuleName;
  multiple: boolean;
}

/** file: an uploaded document (pdf, doc, …; the auth forms pdf, jpg, jpeg, png), its url or a list of urls. */
export const file = defineFieldType('file', {
  title: '附件上传',
  description: '上传文件（pdf、doc、ppt、图片等，5M 以内），值为文件地址；multiple 为 1 时可传多个',
  widget: 'FileUpload',
  list: multiple,
  read: asFiles,
  requiredMessage: (label) => `请上传${label}`,
  props: (field, context): FileUploadProps => ({ rule: context.auth ? 'authFile' : 'file', multiple: multiple(field) }),
  example: { label: '办学许可证', key: 'license_file', config: { mark: '请上传加盖公章的扫描件', rules: { required: 1 }, component: { type: 'file' } }, values: { license_file: 'uploads/demo/办学许可证.pdf' } },
});
