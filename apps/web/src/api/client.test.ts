import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../shell/toast';
import { getStored, setStored } from '../storage/browser-storage';
import {
  ApiError,
  apiFetch,
  configureApiClient,
  cutMessage,
  DOCUMENT_ANSWERS_ID,
  EARLY_CALL_LIFE_MS,
  setDocumentAnswers,
  startEarly,
  takeDocumentAnswer,
} from './client';

const goHome = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  configureApiClient({ goHome });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toast, 'error').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  goHome.mockReset();
});

describe('apiFetch', () => {
  it('sends the language, the bearer token and JSON to /api/v.1/', async () => {
    setStored('accessToken', 'abc');
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    await expect(
      apiFetch('getInfo/lawyerList', { body: { page: 0 }, query: { q: 'a b', skip: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v.1/getInfo/lawyerList?q=a+b');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Accept-Language']).toBe('lt');
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe('{"page":0}');
  });

  it('on 401 or 403 clears the stored user and goes home, without a toast', async () => {
    for (const status of [401, 403]) {
      setStored('accessToken', 'abc');
      setStored('fullName', 'Someone');
      fetchMock.mockResolvedValueOnce(answer(status, { code: 'UNAUTHORIZED', message: 'Sign in' }));
      await expect(apiFetch('x')).rejects.toBeInstanceOf(ApiError);
      expect(getStored('accessToken')).toBeNull();
      expect(getStored('fullName')).toBeNull();
    }
    expect(goHome).toHaveBeenCalledTimes(2);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts other failures with the server message cut to 50 characters', async () => {
    const long = 'A'.repeat(80);
    fetchMock.mockResolvedValueOnce(answer(409, { code: 'CONFLICT', message: long }));
    const error = (await apiFetch('x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.code).toBe('CONFLICT');
    expect(toast.error).toHaveBeenCalledWith(`${'A'.repeat(49)}…`);
    expect(goHome).not.toHaveBeenCalled();
  });

  it('falls back to details, then error, then a generic message', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { details: 'Details text' }));
    await apiFetch('x').catch(() => undefined);
    fetchMock.mockResolvedValueOnce(answer(500, { error: 'Error text' }));
    await apiFetch('x').catch(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await apiFetch('x').catch(() => undefined);
    const texts = vi.mocked(toast.error).mock.calls.map((c) => c[0]);
    expect(texts[0]).toBe('Details text');
    expect(texts[1]).toBe('Error text');
    expect(texts[2]).toMatch(/Xatolik/);
  });

  it('stays silent on 417 and when the caller passes dontShowError', async () => {
    fetchMock.mockResolvedValueOnce(answer(417, { message: 'expectation' }));
    await apiFetch('x').catch(() => undefined);
    fetchMock.mockResolvedValueOnce(answer(400, { message: 'bad' }));
    await apiFetch('x', { dontShowError: true }).catch(() => undefined);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0 with the network message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await apiFetch('x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

describe('cutMessage', () => {
  it('cuts by characters, not bytes, and keeps short texts whole', () => {
    expect(cutMessage('Ўзбекча матн')).toBe('Ўзбекча матн');
    expect(Array.from(cutMessage('ў'.repeat(60)))).toHaveLength(50);
  });
});

describe('startEarly', () => {
  it("hands its answer to the page's first matching GET, once; a later call asks again", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { list: ['early'] }));
    fetchMock.mockResolvedValueOnce(answer(200, { list: ['again'] }));
    startEarly('getInfo/listNews', { page: 0, limit: 12, search: undefined });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiFetch('getInfo/listNews', { query: { page: 0, limit: 12 } })).resolves.toEqual({
      list: ['early'],
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiFetch('getInfo/listNews', { query: { page: 0, limit: 12 } })).resolves.toEqual({
      list: ['again'],
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used for another call, for other headers, or once it is old', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(() => Promise.resolve(answer(200, { n: fetchMock.mock.calls.length })));
      startEarly('getInfo/listNews', { page: 0 });
      await expect(apiFetch('getInfo/listNews', { query: { page: 1 } })).resolves.toEqual({ n: 2 });
      setStored('accessToken', 'signed-in-meanwhile');
      await expect(apiFetch('getInfo/listNews', { query: { page: 0 } })).resolves.toEqual({ n: 3 });
      setStored('accessToken', null);
      startEarly('getInfo/listNews', { page: 5 });
      vi.advanceTimersByTime(EARLY_CALL_LIFE_MS + 1);
      await expect(apiFetch('getInfo/listNews', { query: { page: 5 } })).resolves.toEqual({ n: 5 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the answers a document comes with', () => {
  const LIST = { page: 0, limit: 12 };
  const URL = '/api/v.1/getInfo/listNews?page=0&limit=12';

  it("are the page's first answer, once, in their language; the page's early call is not started", () => {
    setDocumentAnswers([{ url: URL, language: 'lt', answer: { list: ['shown'] } }]);
    startEarly('getInfo/listNews', LIST);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeDocumentAnswer('getInfo/listNews', { page: 1, limit: 12 }, 'lt')).toBeUndefined();
    expect(takeDocumentAnswer('getInfo/listNews', LIST, 'ru')).toBeUndefined();
    expect(takeDocumentAnswer('getInfo/listNews', LIST, 'lt')).toEqual({ list: ['shown'] });
    expect(takeDocumentAnswer('getInfo/listNews', LIST, 'lt')).toBeUndefined();
  });

  it("are read from the document when it starts, unless its markup is not this visitor's", async () => {
    for (const stale of [false, true]) {
      document.body.innerHTML = `<script type="application/json" id="${DOCUMENT_ANSWERS_ID}">${JSON.stringify(
        [{ url: URL, language: 'lt', answer: { list: ['shown'] } }],
      )}</script>`;
      if (stale) document.documentElement.setAttribute('data-prerender-stale', '');
      vi.resetModules();
      const started = await import('./client');
      expect(document.getElementById(DOCUMENT_ANSWERS_ID)).toBeNull();
      expect(started.takeDocumentAnswer('getInfo/listNews', LIST, 'lt')).toEqual(
        stale ? undefined : { list: ['shown'] },
      );
      document.documentElement.removeAttribute('data-prerender-stale');
    }
  });
});
