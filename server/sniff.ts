// Uploads are checked by their content, not only their name (issue 15): the first bytes of each
// allowed format. A text file renamed to .png, or a page of HTML named .pdf, is refused.

const starts = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The OLE2 container of .doc, .ppt and .xls. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  png: (b) => starts(b, PNG),
  jpg: (b) => starts(b, JPEG),
  jpeg: (b) => starts(b, JPEG),
  gif: (b) => starts(b, ascii('GIF87a')) || starts(b, ascii('GIF89a')),
  pdf: (b) => starts(b, ascii('%PDF-')),
  // ISO base media: a box size, then 'ftyp'
  mp4: (b) => starts(b, ascii('ftyp'), 4),
  docx: (b) => starts(b, ZIP),
  pptx: (b) => starts(b, ZIP),
  xlsx: (b) => starts(b, ZIP),
  doc: (b) => starts(b, OLE),
  ppt: (b) => starts(b, OLE),
};

/** Whether `bytes` look like a file of type `extension` (an extension with no known signature: false). */
export function contentMatches(extension: string, bytes: Uint8Array): boolean {
  return SIGNATURES[extension]?.(bytes) ?? false;
}

export const CONTENT_MISMATCH = '文件内容与扩展名不符，请上传真实的文件';
