/**
 * The one HTTP client of the SPA: every call to `/api/v.1/*` goes through `apiFetch`.
 * It sends JSON, the current language (Accept-Language) and the stored bearer token, parses the error
 * body `{code, message, field?, issues?, requestId}` into an `ApiError`, and applies the global error
 * rule of spec section 8:
 * - 401 or 403: the token and stored user data are cleared and the user is taken home (no toast);
 * - any other failure shows an error toast with the server message cut to 50 characters (else
 *   `details`, `error`, or a generic translated message), except status 200 or 417, or when the call
 *   passes `dontShowError`.
 */
import type { ErrorBody } from '@portal/contracts';
import { currentLanguage, i18n, startingLanguage } from '../i18n/i18n';
import { PRERENDER_STALE_ATTRIBUTE } from '../prerender/first-paint';
import { toast } from '../shell/toast';
import { clearUserSession, getStored } from '../storage/browser-storage';

export const API_BASE = '/api/v.1/';

/** Longest server message a toast shows (spec section 8). */
export const TOAST_MESSAGE_MAX = 50;

/** A failed call. `status` 0 means the server was not reached (network error, API down). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly field: string | undefined;
  readonly issues: ErrorBody['issues'];
  readonly requestId: string | undefined;
  /** The parsed error body as the server sent it (may be any shape). */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const record = isRecord(body) ? body : {};
    this.code = typeof record.code === 'string' ? record.code : null;
    this.field = typeof record.field === 'string' ? record.field : undefined;
    this.issues = Array.isArray(record.issues) ? (record.issues as ErrorBody['issues']) : undefined;
    this.requestId = typeof record.requestId === 'string' ? record.requestId : undefined;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData, Blob and URLSearchParams, which are sent as they are. */
  body?: unknown;
  /** Added to the URL; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** The caller handles every failure itself: no toast (401/403 still sign out). */
  dontShowError?: boolean;
  /** How to read a successful answer; JSON by default. */
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface ClientConfig {
  /** Where a 401/403 answer takes the user: home, through the router. */
  goHome: () => void;
}

const config: ClientConfig = {
  goHome: () => window.location.assign('/'),
};

/** Wires the client to the app (the router's navigation); called once at start-up. */
export function configureApiClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = API_BASE + path.replace(/^\/+/, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

/** Cuts a text to `max` characters (by code point); a cut text ends with an ellipsis. */
export function cutMessage(text: string, max = TOAST_MESSAGE_MAX): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** The text of the error toast for a failure (spec section 8). */
export function errorToastText(error: ApiError): string {
  const body = isRecord(error.body) ? error.body : {};
  for (const field of ['message', 'details', 'error'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value.trim()) return cutMessage(value);
  }
  if (error.code && i18n.exists(`errors:${error.code}`)) return cutMessage(i18n.t(`errors:${error.code}`));
  return i18n.t(error.status === 0 ? 'shell:toast.networkError' : 'shell:toast.genericError');
}

/** Applies the global error rule to a failed call. */
export function handleApiFailure(
  error: ApiError,
  options: Pick<ApiRequestOptions, 'dontShowError'> = {},
): void {
  if (error.status === 401 || error.status === 403) {
    clearUserSession();
    config.goHome();
    return;
  }
  if (error.status === 200 || error.status === 417 || options.dontShowError) return;
  toast.error(errorToastText(error));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** How long an early call waits to be taken by its page. */
export const EARLY_CALL_LIFE_MS = 10_000;

/**
 * Calls a page starts before it renders (its route's loader, see startEarly), by URL and the headers
 * they were sent with.
 */
const earlyCalls = new Map<string, { headers: string; response: Promise<Response> }>();

function requestHeaders(
  accept: string,
  extra?: Record<string, string>,
  language = currentLanguage(),
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': language,
    ...extra,
  };
  const token = getStored('accessToken');
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Keeps a started call for the page's first apiFetch of it, for EARLY_CALL_LIFE_MS. */
function keepEarly(url: string, headers: string, response: Promise<Response>): void {
  response.catch(() => undefined); // a failure is reported by the apiFetch that takes it
  earlyCalls.set(url, { headers, response });
  // Not taken soon (the page had the answer cached, or the visitor moved on): never served later as new.
  setTimeout(() => {
    if (earlyCalls.get(url)?.response === response) earlyCalls.delete(url);
  }, EARLY_CALL_LIFE_MS);
}

/** A call the build's prerender found a page's loader starting: its URL and the headers it sends. */
export interface DocumentCall {
  url: string;
  headers: Record<string, string>;
}

/** The calls startEarly was asked for while the build's prerender rendered a page (server only). */
const prerenderCalls: DocumentCall[] = [];

/** The calls the page just prerendered starts early, emptied for the next page. */
export function takePrerenderCalls(): DocumentCall[] {
  return prerenderCalls.splice(0);
}

/**
 * Where a prerendered page's inline script (prerender/entry-server.tsx `documentCallsScript`) leaves the
 * calls it started while the document was parsed: `{ url, headers (as JSON), response }`.
 */
export const DOCUMENT_CALLS = '__portalDocumentCalls';

/**
 * Takes over the calls the page's document started before any script arrived: the page's loader then finds
 * them started (same URL) and its query receives their answer if it sends the same headers.
 */
function adoptDocumentCalls(): void {
  if (typeof window === 'undefined') return;
  const holder = window as unknown as Record<string, unknown>;
  const calls = holder[DOCUMENT_CALLS];
  delete holder[DOCUMENT_CALLS];
  if (!Array.isArray(calls)) return;
  for (const call of calls as { url: string; headers: string; response: Promise<Response> }[]) {
    if (!earlyCalls.has(call.url)) keepEarly(call.url, call.headers, call.response);
  }
}
adoptDocumentCalls();

/**
 * A page the API serves with its first answers (its list's first page, rendered into the markup: see
 * prerender/entry-server.tsx `renderWithAnswers`) carries them in a JSON script element by this id:
 * `[{ url, language, answer }]`, for the visitor the markup is for.
 */
export const DOCUMENT_ANSWERS_ID = 'document-answers';

/** An answer a page's document came with: the call's URL, the language it was asked in, its body. */
export interface DocumentAnswer {
  url: string;
  language: string;
  answer: unknown;
}

/** The answers the page's markup shows, by URL, until its queries take them. */
const documentAnswers = new Map<string, DocumentAnswer>();

/** On the server, the answers the page about to be rendered shows (replacing any left over). */
export function setDocumentAnswers(answers: readonly DocumentAnswer[]): void {
  documentAnswers.clear();
  for (const answer of answers) documentAnswers.set(answer.url, answer);
}

/**
 * In the browser, takes the answers the document came with, so hydration renders the rows the markup
 * shows. A visitor the markup is not for (the check script marked the document) renders the page from
 * scratch and asks for the rows in their own language.
 */
function adoptDocumentAnswers(): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(DOCUMENT_ANSWERS_ID);
  if (!element) return;
  element.remove();
  if (document.documentElement.hasAttribute(PRERENDER_STALE_ATTRIBUTE)) return;
  try {
    setDocumentAnswers(JSON.parse(element.textContent ?? '[]') as DocumentAnswer[]);
  } catch {
    // an unreadable element: the queries ask as usual
  }
}
adoptDocumentAnswers();

/**
 * The answer the document came with for this GET call in this language, if any (taken once: later
 * reads of the call are the query's own).
 */
export function takeDocumentAnswer(
  path: string,
  query: Record<string, QueryValue> | undefined,
  language: string,
): unknown {
  if (documentAnswers.size === 0) return undefined;
  const url = buildUrl(path, query);
  const kept = documentAnswers.get(url);
  if (!kept || kept.language !== language) return undefined;
  documentAnswers.delete(url);
  return kept.answer;
}

/**
 * Starts a page's first GET call before the page renders: a route's loader runs while the page's code
 * loads and, on a prerendered page, before hydration, so the answer is on its way sooner. The page's
 * query then calls apiFetch as usual and receives this answer instead of sending the call again. In the
 * build's prerender the call is only noted: the prerendered page's document starts it itself. A call
 * whose answer the document came with is not started.
 */
export function startEarly(path: string, query?: Record<string, QueryValue>): void {
  const url = buildUrl(path, query);
  const headers = requestHeaders('application/json', undefined, startingLanguage());
  if (import.meta.env.SSR) {
    prerenderCalls.push({ url, headers });
    return;
  }
  if (earlyCalls.has(url) || documentAnswers.get(url)?.language === headers['Accept-Language']) return;
  keepEarly(url, JSON.stringify(headers), fetch(url, { headers, credentials: 'same-origin' }));
}

/** The early answer for this call, if one was started with the same headers (taken once). */
function takeEarly(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const early = earlyCalls.get(url);
  if (!early) return undefined;
  earlyCalls.delete(url);
  return early.headers === JSON.stringify(headers) ? early.response : undefined;
}

/** Calls `/api/v.1/<path>` and returns the parsed answer; throws `ApiError` (or the AbortError). */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers = requestHeaders(
    options.responseType === 'json' || !options.responseType ? 'application/json' : '*/*',
    options.headers,
  );
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) payload = body;
    else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    const url = buildUrl(path, options.query);
    const early = method === 'GET' && payload === undefined ? takeEarly(url, headers) : undefined;
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: payload,
        signal,
        credentials: 'same-origin',
      }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
    handleApiFailure(error, options);
    throw error;
  }

  if (!response.ok) {
    const errorBody = await readBody(response).catch(() => null);
    const message =
      isRecord(errorBody) && typeof errorBody.message === 'string' ? errorBody.message : response.statusText;
    const error = new ApiError(response.status, message || `HTTP ${response.status}`, errorBody);
    handleApiFailure(error, options);
    throw error;
  }

  if (response.status === 204) return undefined as T;
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (options.responseType === 'text') return (await response.text()) as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    // An unreadable 200 answer: an error with status 200, which the rule keeps silent.
    const error = new ApiError(response.status, 'Unreadable answer', text);
    handleApiFailure(error, options);
    throw error;
  }
}
