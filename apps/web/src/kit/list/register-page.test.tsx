/**
 * A register page named by its texts (`texts="<namespace>:<group>"`) shows its heading, lead and filters'
 * name from that group; a register whose group lacks one of them is caught here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { Filter } from './filter-fields';
import { RegisterPage } from './register-page';

const EMPTY = { data: { list: [], total: 0 }, isPending: false, isError: false, refetch: () => undefined };

function showRegister(texts: string, lead?: string) {
  function Screen() {
    return (
      <RegisterPage
        texts={texts}
        lead={lead}
        register="people"
        query={EMPTY as never}
        columns={[{ key: 'name', title: 'Name' }]}
        filters={{ fields: <Filter.Search label="Name" /> }}
        empty={{ text: 'The people appear here.' }}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/', Component: Screen }]);
  render(
    <AppThemeProvider env="test">
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
}

const lt = (key: string) => i18n.getFixedT('lt')(key);

describe('a register page named by its texts', () => {
  it('reads its heading, lead and filters from the group', async () => {
    showRegister('admin:orderPermissions');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      lt('admin:orderPermissions.title'),
    );
    expect(screen.getByText(lt('admin:orderPermissions.lead'))).toBeTruthy();
    expect(screen.getByRole('form', { name: lt('admin:orderPermissions.filters') })).toBeTruthy();
  });

  it('shows no lead where the group has none, and a lead given instead of the group', async () => {
    showRegister('admin:users', 'Only the signed-in');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      lt('admin:users.title'),
    );
    expect(screen.getByText('Only the signed-in')).toBeTruthy();
  });

  it('every register page has its heading: its texts name a title and filters in every full language, or it gives a title', () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? files(join(dir, e.name))
          : /(?<!\.test)\.tsx$/.test(e.name)
            ? [join(dir, e.name)]
            : [],
      );
    // the screens' files (the kit's own file renders a definition; it is none)
    const sources = files(src)
      .filter((f) => !f.includes(join('kit', 'list')))
      .map((f) => readFileSync(f, 'utf8'));
    // each page's opening tag, up to the first ">" that ends a line
    const pages = sources.flatMap((text) =>
      [...text.matchAll(/<RegisterPage\b([\s\S]*?)\/?>\n/g)].map((m) => m[1]!),
    );
    // each register's definition, up to the line that closes it
    const definitions = sources.flatMap((text) =>
      [...text.matchAll(/defineRegister\(\{\n([\s\S]*?)\n\}\);/g)].map((m) => m[1]!),
    );
    expect(pages.length + definitions.length).toBeGreaterThan(10);
    expect(pages.filter((props) => !/\s(texts|title)=/.test(props))).toEqual([]);
    const named = pages.flatMap((props) => {
      const texts = /\stexts="([\w-]+):(\w+)"/.exec(props);
      return texts ? [{ ns: texts[1]!, keys: [`${texts[2]!}.title`, `${texts[2]!}.filters`] }] : [];
    });
    // a definition's heading, its filters' label (when it has filters) and its empty text
    const defined = definitions.map((body) => {
      const [, ns, group] = /\btexts: '([\w-]+):(\w+)'/.exec(body) ?? [];
      const key = (name: string) =>
        new RegExp(`\\b${name}: '([\\w.]+)'`).exec(/keys: \{[^}]*\}/.exec(body)?.[0] ?? '')?.[1];
      return {
        ns: ns!,
        keys: [
          key('title') ?? `${group}.title`,
          ...(body.includes('\n  fields:') ? [key('filters') ?? `${group}.filters`] : []),
          ...(body.includes('\n  empty:') ? [] : [`emptyList.${group}`]),
        ],
      };
    });
    expect(defined.filter((d) => !d.ns)).toEqual([]);
    const missing = [...named, ...defined].flatMap(({ ns, keys }) =>
      ['lt', 'ru', 'eng'].flatMap((lng) =>
        keys.filter((key) => !i18n.exists(key, { ns, lng })).map((key) => `${lng} ${ns}:${key}`),
      ),
    );
    expect(named.length + defined.length).toBeGreaterThan(6);
    expect(defined.length).toBeGreaterThan(6);
    expect(missing).toEqual([]);
  });
});
