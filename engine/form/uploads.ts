import type { UploadFile } from './services.ts';

// Upload limits of spec sections 5 and 9, shared by the widgets (checked before sending) and the
// reference server (checked again on arrival).

export interface UploadRule {
  extensions: readonly string[];
  maxBytes: number;
  /** The message when the extension is not allowed. */
  typeMessage: string;
  /** A message that says what to do, for an extension people often try (the import's .xls and .csv). */
  typeMessages?: Readonly<Record<string, string>>;
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
  /** The majors import: .xlsx only, and for the formats people try, what to do instead (issue 58 item 2). */
  import: {
    ...rule(['xlsx'], 30, '仅支持 .xlsx 格式，请在 Excel 或 WPS 中另存为 .xlsx 后重试'),
    typeMessages: {
      xls: '不支持旧版 .xls 格式：请在 Excel 或 WPS 中打开，另存为 .xlsx（Excel 工作簿）后重试',
      csv: '不支持 .csv 文件：请在 Excel 或 WPS 中打开，另存为 .xlsx（Excel 工作簿）后重试',
      et: '不支持 WPS 的 .et 格式：请在 WPS 中打开，另存为 .xlsx（Excel 工作簿）后重试',
      ods: '不支持 .ods 格式：请在 WPS 或 LibreOffice 中打开，另存为 .xlsx 后重试',
    },
  },
} as const satisfies Record<string, UploadRule>;

export type UploadRuleName = keyof typeof UPLOAD_RULES;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The first reason `file` may not be sent, or null: checkUpload({name: 'a.exe', …}, UPLOAD_RULES.file) -> '只能上传 pdf、… 格式的文件'. */
export function checkUpload(file: UploadFile, limits: UploadRule): string | null {
  const extension = extensionOf(file.name);
  if (!limits.extensions.includes(extension)) return limits.typeMessages?.[extension] ?? limits.typeMessage;
  if (file.size > limits.maxBytes) return limits.sizeMessage;
  return null;
}

/** The image cropper's limits (spec sections 5 and 9). */
export const CROPPER = {
  /** The largest source file, in KB. */
  maxKb: 10240,
  /** The output size when a field asks for cropping without one. */
  defaultSize: { width: 200, height: 200 },
  /** The avatar's output size (personal centre). */
  avatarSize: { width: 300, height: 300 },
  zoomMin: 0,
  zoomMax: 100,
  /** Holding a zoom button steps it every this many milliseconds. */
  zoomRepeatMs: 60,
} as const;

/**
 * The first reason a file cannot be cropped, or null (spec section 5: images only, at most 10240 KB):
 * checkCropFile({name: 'a.pdf', type: 'application/pdf', size: 1}) -> '仅限图片格式';
 * checkCropFile({name: 'a.png', type: 'image/png', size: 11 * 1024 * 1024}) -> '单文件大小不能超过 10240kb'.
 */
export function checkCropFile(file: UploadFile, maxKb: number = CROPPER.maxKb): string | null {
  if (!file.type.startsWith('image/')) return '仅限图片格式';
  if (file.size > maxKb * 1024) return `单文件大小不能超过 ${maxKb}kb`;
  return null;
}

/**
 * Whether a picture is big enough for the output (spec section 5: the source at least the output
 * size): checkCropPixels({width: 250, height: 400}, {width: 300, height: 300}) -> '图片最低像素为（300*300）'.
 */
export function checkCropPixels(source: { width: number; height: number }, output: { width: number; height: number }): string | null {
  return source.width < output.width || source.height < output.height ? `图片最低像素为（${output.width}*${output.height}）` : null;
}
