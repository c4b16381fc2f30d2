/**
 * An article as a reader sees it: the steps name the interface's own labels in the reader's language, the
 * screenshot carries the article's alt text, and an article the reader's language lacks is shown in lt
 * with a notice in the reader's language and `lang` marking the lt words.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { Role } from '@portal/domain';
import { changeLanguage } from '../i18n/i18n';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { GUIDE_ARTICLES } from './catalogue';
import { GuideArticleView } from './guide-article';
import { lt } from './texts/lt';
import { eng } from './texts/eng';
import { ru } from './texts/ru';

const order = GUIDE_ARTICLES.find((a) => a.id === 'create-order')!;

function show(shown: Parameters<typeof GuideArticleView>[0]['shown'], role?: Role) {
  render(
    <AppThemeProvider env="test">
      <MemoryRouter>
        <GuideArticleView shown={shown} role={role} />
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

afterEach(() => changeLanguage('lt'));

describe('GuideArticleView', () => {
  it('shows the steps with the labels of the screen, the screenshot with its alt text', async () => {
    await changeLanguage('ru');
    show({ article: order, text: ru['create-order']!, language: 'ru', fallback: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Выдать ордер' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(ru['create-order']!.steps.length);
    const label = document.querySelector('[data-ui-label="orders:list.newElectronic"]');
    expect(label?.textContent).toBe('Новый электронный ордер');
    const img = screen.getByRole('img', { name: ru['create-order']!.alts[0] });
    expect(img.getAttribute('src')).toBe('/guide/lawyer/orders.png');
    expect(screen.queryByTestId('guide-fallback')).toBeNull();
    expect(screen.getByTestId('guide-open-screen').getAttribute('href')).toBe('/lawyer-profile/orders/list');
  });

  it('shows an article the language lacks in lt, said so in the reader language', async () => {
    await changeLanguage('ru');
    show({ article: order, text: lt['create-order'], language: 'lt', fallback: true });
    expect(screen.getByTestId('guide-fallback').textContent).toContain('ещё не переведена');
    expect(screen.getByRole('heading', { level: 1, name: 'Order berish' })).toBeTruthy();
    expect(screen.getByTestId('guide-steps').getAttribute('lang')).toBe('uz-Latn');
    // The labels stay those of the screen the reader sees (ru).
    const label = document.querySelector('[data-ui-label="orders:list.newElectronic"]');
    expect(label?.textContent).toBe('Новый электронный ордер');
  });

  it("shows the reader's own role's home page, on a computer and on a phone", async () => {
    const home = GUIDE_ARTICLES.find((a) => a.id === 'home')!;
    await changeLanguage('eng');
    show({ article: home, text: eng.home!, language: 'eng', fallback: false }, 'INVESTIGATOR');
    const shots = screen.getAllByTestId('guide-shot');
    expect(shots.map((img) => img.getAttribute('src'))).toEqual([
      '/guide/home/investigator.png',
      '/guide/home/investigator-phone.png',
    ]);
    expect(shots.map((img) => img.getAttribute('alt'))).toEqual(eng.home!.alts);
  });
});
