import type { UploadFile } from './services.ts';

// Upload limits of spec sections 5 and 9, shared by the widgets (checked before sending) and the
// reference server (checked again on arrival).

export interface UploadRule {
  extensions: readonly string[];
  maxBytes: number;
  /** The message when the extension is not allowed. */
  typeMessage: string;
  sizeMessage: string;
}

const MB = 1024 * 1024;

const rule = (extensions: readonly string[], maxMb: number, typeMessage?: string): UploadRule => ({
  extensions,
  maxBytes: maxMb * MB,
  typeMessage: typeMessage ?? `只能上传 ${extensions.join('、')} 格式的文件`,
  sizeMessage: `文件大小不能超过 ${maxMb}M`,
});

export const UPLOAD_RULES = {
  /** file fields. */
  file: rule(['pdf', 'doc', 'docx', 'ppt', 'pptx', 'jpg', 'jpeg', 'png', 'gif'], 5),
  /** file fields of the authentication form. */
  authFile: rule(['pdf', 'jpg', 'jpeg', 'png'], 5),
  /** image and image-arr fields. */
  image: rule(['jpg', 'jpeg', 'png', 'gif'], 5),
  video: rule(['mp4'], 5 * 20, '上传文件只能是mp4格式!'),
  /** The majors import. */
  import: rule(['xlsx'], 30),
} as const satisfies Record<string, UploadRule>;

export type UploadRuleName = keyof typeof UPLOAD_RULES;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The first reason `file` may not be sent, or null: checkUpload({name: 'a.exe', …}, UPLOAD_RULES.file) -> '只能上传 pdf、… 格式的文件'. */
export function checkUpload(file: UploadFile, limits: UploadRule): string | null {
  if (!limits.extensions.includes(extensionOf(file.name))) return limits.typeMessage;
  if (file.size > limits.maxBytes) return limits.sizeMessage;
  return null;
}
