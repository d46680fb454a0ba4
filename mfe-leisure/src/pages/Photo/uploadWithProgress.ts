/**
 * POST of a recipe photo with upload progress. fetch() reports no upload progress, so this
 * one call uses XMLHttpRequest, on the kernel's URL, path, field and reply schema, and like
 * the kernel's writes it sends the session cookie and the write header.
 */
import { ApiError, apiUrl, getRuntimeConfig, parseWith } from 'shared-kernel';
import { UPLOAD_FIELD, UPLOAD_PATH, uploadResultSchema, type UploadResult } from 'area-leisure/contract';

/** Fraction sent (0 to 1), or null when the browser cannot tell. */
export type ProgressListener = (fraction: number | null) => void;

export interface UploadHandle {
  done: Promise<UploadResult>;
  abort(): void;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends `file` in the multipart field `imagesvelte`; rejects with an ApiError whose message is the api's French one. */
export function uploadWithProgress(file: File, onProgress: ProgressListener = () => undefined): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (e) => onProgress(e.lengthComputable && e.total > 0 ? e.loaded / e.total : null));
    xhr.addEventListener('load', () => {
      const body = parseBody(xhr.responseText) as { payload?: unknown; message?: unknown } | undefined;
      if (xhr.status < 200 || xhr.status >= 300) {
        const message = typeof body?.message === 'string' ? body.message : `le serveur a répondu ${xhr.status}`;
        reject(new ApiError(message, 'http', UPLOAD_PATH, xhr.status));
        return;
      }
      if (body === undefined || body === null || typeof body !== 'object' || !('payload' in body)) {
        reject(new ApiError('réponse illisible du serveur', 'format', UPLOAD_PATH, xhr.status));
        return;
      }
      try {
        resolve(parseWith(uploadResultSchema, body.payload, UPLOAD_PATH));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError('serveur injoignable', 'network', UPLOAD_PATH)));
    xhr.addEventListener('abort', () => reject(new ApiError('envoi annulé', 'network', UPLOAD_PATH)));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    xhr.open('POST', apiUrl(UPLOAD_PATH));
    // The api is another origin: without this the owner's session cookie stays behind.
    xhr.withCredentials = getRuntimeConfig().apiCredentials === 'include';
    // Written out rather than the kernel's WRITE_HEADER: a remote may run on an older shell's kernel.
    xhr.setRequestHeader('X-Tableau-De-Bord', '1');
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
