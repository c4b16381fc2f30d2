import type { WireGroup } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveClient } from './api';

const call = (name: string, path: string) => ({
  name,
  method: 'GET' as const,
  path,
  binary: false,
  empty: false,
  paged: false,
  bodyOnly: false,
});
const FIRST: Record<string, WireGroup> = {
  site: { area: 'site', alsoRefreshes: [], calls: { appInfo: call('appInfo', 'app/info') } },
};
const LATER: Record<string, WireGroup> = {
  admin: { area: 'admin', alsoRefreshes: [], calls: { rolePermissions: call('rolePermissions', 'roles') } },
};

function later() {
  let answer!: () => void;
  const loaded = new Promise<{ default: Record<string, WireGroup> }>((resolve) => {
    answer = () => resolve({ default: LATER });
  });
  return { load: vi.fn(() => loaded), answer };
}

/** Rendered as the router renders a page (awaited: a suspended page waits for what it needs). */
async function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <Suspense fallback={<p>loading the page</p>}>{page}</Suspense>
      </QueryClientProvider>,
    );
  });
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify({ asked: new URL(url, 'http://x').pathname }))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the client over a call table in two parts', () => {
  it('answers a call of the first part at once, without loading the rest', async () => {
    const { load } = later();
    const { api } = deriveClient(FIRST, load);
    function Home() {
      const info = api.site.appInfo.useQuery({});
      return <p>{info.data ? `answered ${(info.data as unknown as { asked: string }).asked}` : 'asking'}</p>;
    }
    await renderPage(<Home />);
    expect(await screen.findByText('answered /api/v.1/app/info')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('holds a page using a later group in its loading state until that part arrives, then answers', async () => {
    const { load, answer } = later();
    const { api } = deriveClient(FIRST, load);
    function Roles() {
      const roles = api.admin.rolePermissions.useQuery();
      return (
        <p>{roles.data ? `answered ${(roles.data as unknown as { asked: string }).asked}` : 'asking'}</p>
      );
    }
    await renderPage(<Roles />);
    expect(await screen.findByText('loading the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    expect(await screen.findByText('answered /api/v.1/roles')).toBeTruthy();
  });

  it('asks for the rest again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: Record<string, WireGroup> }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: LATER });
    const { api, loadAllCalls } = deriveClient(FIRST, load);
    await expect(api.admin.rolePermissions.fetch({})).rejects.toThrow('offline');
    await expect(loadAllCalls()).resolves.toBeUndefined();
    expect(await api.admin.rolePermissions.fetch({})).toEqual({ asked: '/api/v.1/roles' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
