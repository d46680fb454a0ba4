/**
 * The image types an upload may have: a .jpg, .jpeg or .png extension, and content whose
 * first bytes (magic number) are those of that type.
 */
export const UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

export function detectImageType(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const starts = (magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
  if (starts(PNG_MAGIC)) return 'png';
  if (starts(JPEG_MAGIC)) return 'jpeg';
  return null;
}

/** Lower-case extension of a client file name ('' when none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

export function isUploadExtension(ext: string): ext is UploadExtension {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
}

export function contentMatchesExtension(ext: UploadExtension, bytes: Uint8Array): boolean {
  const type = detectImageType(bytes);
  return ext === '.png' ? type === 'png' : type === 'jpeg';
}
