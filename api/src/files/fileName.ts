import { extensionOf } from './imageType';

/**
 * A safe file name from what the client sent: no directory part, accents removed, anything
 * but letters, digits, '-' and '_' replaced by '-', at most 80 characters, extension in lower case.
 */
export function sanitizeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const ext = extensionOf(base);
  const stem = base
    .slice(0, base.length - ext.length)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 80);
  return `${stem || 'image'}${ext}`;
}
