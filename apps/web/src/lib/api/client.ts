import { loadMessageTexts } from '../../i18n/index.ts';
import { clearToken, keepRenewedToken, readToken } from '../session/token-store.ts';
import { runUnauthorizedHandlers } from '../session/unauthorized.ts';
import { ApiError, CLIENT_MESSAGES } from './api-error.ts';
import { fileNameFromDisposition } from './content-disposition.ts';
import { messageKeys, unwrap } from './envelope.ts';
import { startRequest } from './in-flight.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  params?: QueryParams;
  signal?: AbortSignal;
  /** Keep earlier requests to the same method+path alive (default: a new one cancels them). */
  concurrent?: boolean;
};

type Body = FormData | object | undefined;

function toSearch(params?: QueryParams): string {
  if (!params) return '';
  const search =
    params instanceof URLSearchParams
      ? params
      : new URLSearchParams(
          Object.entries(params)
            .filter(([, v]) => v !== undefined && v !== null && v !== '')
            .map(([k, v]) => [k, String(v)]),
        );
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Sends one call; shared by every verb and by downloads. */
async function rawFetch(method: Method, path: string, body: Body, options: RequestOptions) {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const { signal, finish } = options.concurrent
    ? { signal: options.signal, finish: () => {} }
    : startRequest(`${method} ${path}`, options.signal);
  try {
    const response = await fetch(`${path}${toSearch(options.params)}`, {
      method,
      headers,
      body: payload,
      signal,
    });
    keepRenewedToken(token, response.headers.get('Authorization'));
    if (response.status === 401) {
      clearToken();
      runUnauthorizedHandlers();
    }
    return response;
  } catch (error) {
    if (signal?.aborted)
      throw new ApiError({ status: 0, message: CLIENT_MESSAGES.cancelled, cancelled: true });
    throw new ApiError({ status: 0, message: CLIENT_MESSAGES.network, data: String(error) });
  } finally {
    finish();
  }
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Throws the ApiError of a failed answer, its messages' texts loaded. */
async function failWith(response: Response): Promise<never> {
  const parsed = await readBody(response);
  await loadMessageTexts(messageKeys(parsed));
  unwrap(response.status, false, parsed);
  throw new ApiError({ status: response.status, message: CLIENT_MESSAGES.unknown });
}

/** Sends a call and returns the unwrapped data together with the server's message. */
async function send<T>(method: Method, path: string, body?: Body, options: RequestOptions = {}) {
  const response = await rawFetch(method, path, body, options);
  let parsed: unknown;
  try {
    parsed = await readBody(response);
  } catch {
    throw new ApiError({ status: 0, message: CLIENT_MESSAGES.cancelled, cancelled: true });
  }
  // Its messages' texts are in before the caller shows them (another feature's, possibly).
  await loadMessageTexts(messageKeys(parsed));
  return unwrap<T>(response.status, response.ok, parsed);
}

/** What the server said about a downloaded file: whether it stopped at a row cap (`X-Truncated`). */
export type DownloadInfo = { truncated: boolean; rowCap: number | null; total: number | null };

const numberHeader = (response: Response, name: string) => {
  const value = response.headers.get(name);
  return value === null || value === '' || Number.isNaN(Number(value)) ? null : Number(value);
};

/** Fetches a file with the bearer token and saves it under the server's file name. */
async function download(
  path: string,
  params?: QueryParams,
  fallbackName = 'download',
): Promise<DownloadInfo> {
  const response = await rawFetch('GET', path, undefined, { params, concurrent: true });
  if (!response.ok) await failWith(response);
  return saveFile(response, fallbackName);
}

/**
 * What a call that answers either a file or a JSON notice brought: the saved file, or the notice's
 * status, key and data (e.g. the direct report's row-limit answer, docs/REQUIREMENTS.md#reports).
 */
export type FileOrNotice =
  | { kind: 'file'; info: DownloadInfo }
  | {
      kind: 'notice';
      status: number;
      code: string | null;
      message: string | null;
      data: unknown;
      /** The limit a row-limit notice names (`X-Row-Limit`). */
      rowLimit: number | null;
    };

/** Sends `body` and saves the answer's file, or hands back the JSON notice answered instead. */
async function sendForFile(
  method: Method,
  path: string,
  body: Body,
  fallbackName = 'download',
): Promise<FileOrNotice> {
  const response = await rawFetch(method, path, body ?? {}, { concurrent: true });
  if (!response.ok) await failWith(response);
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    const parsed = (await readBody(response)) as
      | { code?: unknown; message?: unknown; data?: unknown }
      | undefined;
    return {
      kind: 'notice',
      status: response.status,
      code: typeof parsed?.code === 'string' ? parsed.code : null,
      message: typeof parsed?.message === 'string' ? parsed.message : null,
      data: parsed?.data,
      rowLimit: numberHeader(response, 'X-Row-Limit'),
    };
  }
  return { kind: 'file', info: await saveFile(response, fallbackName) };
}

async function saveFile(response: Response, fallbackName: string): Promise<DownloadInfo> {
  const info: DownloadInfo = {
    truncated: response.headers.get('X-Truncated') === 'true',
    rowCap: numberHeader(response, 'X-Row-Cap'),
    total: numberHeader(response, 'X-Total-Count'),
  };
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the save before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return info;
}

const dataOf = <T>(promise: Promise<{ data: T }>) => promise.then((r) => r.data);

/**
 * The one HTTP client of the console. Every call returns the unwrapped `data` of the envelope or
 * throws an ApiError. Example: `api.get<Profile>(AUTH_API.me)`.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => dataOf(send<T>('GET', path, undefined, options)),
  post: <T>(path: string, body?: Body, options?: RequestOptions) =>
    dataOf(send<T>('POST', path, body ?? {}, options)),
  put: <T>(path: string, body?: Body, options?: RequestOptions) =>
    dataOf(send<T>('PUT', path, body ?? {}, options)),
  patch: <T>(path: string, body?: Body, options?: RequestOptions) =>
    dataOf(send<T>('PATCH', path, body ?? {}, options)),
  delete: <T>(path: string, options?: RequestOptions) => dataOf(send<T>('DELETE', path, undefined, options)),
  postForm: <T>(path: string, formData: FormData, options?: RequestOptions) =>
    dataOf(send<T>('POST', path, formData, options)),
  /** Like the verbs above but also returns the server's message, e.g. for success notices. */
  send: <T>(method: Method, path: string, body?: Body, options?: RequestOptions) =>
    send<T>(method, path, body, options),
  download,
  sendForFile,
};
