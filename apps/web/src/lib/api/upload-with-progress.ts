import { clearToken, keepRenewedToken, readToken } from '../session/token-store.ts';
import { runUnauthorizedHandlers } from '../session/unauthorized.ts';
import { ApiError, CLIENT_MESSAGES } from './api-error.ts';
import { unwrap } from './envelope.ts';

export type UploadOptions = {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart POST that reports upload progress. `fetch` cannot report how much of a request
 * body has been sent, so long uploads (videos, bulk zips) go through XMLHttpRequest; the answer
 * is unwrapped like any other call of the console.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      keepRenewedToken(token, xhr.getResponseHeader('Authorization'));
      if (xhr.status === 401) {
        clearToken();
        runUnauthorizedHandlers();
      }
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      try {
        resolve(unwrap<T>(xhr.status, xhr.status >= 200 && xhr.status < 300, body).data);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, message: CLIENT_MESSAGES.network }));
    xhr.onabort = () =>
      reject(new ApiError({ status: 0, message: CLIENT_MESSAGES.cancelled, cancelled: true }));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
