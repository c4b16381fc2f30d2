/**
 * Names of people and structures follow the interface's script: in uz (Uzbek Cyrillic) the registry's
 * Latin names are shown in Cyrillic, in the other languages as given.
 */
import type { Contragent } from '@portal/contracts';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CabinetSidebar } from '../cabinet/sidebar';
import { ContragentDetails } from '../public/contragent-card';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { displayName } from './display-name';
import { changeLanguage } from './i18n';

const STRUCTURE: Contragent = {
  id: 1,
  name: 'Farg‘ona shahar “Adolat” advokatlik firmasi',
  shortName: null,
  stir: null,
  director: 'Rahimov Jamshid',
  type: { id: 1, name: 'Firma' },
  region: { id: 1, name: 'Fargʻona viloyati' },
  legalAddress: null,
  physicalAddress: null,
  latitude: null,
  longitude: null,
  phone: null,
  fax: null,
  email: null,
  postalIndex: null,
  bankName: null,
  mfo: null,
  bankAccount: null,
  archived: false,
  lawyerCount: 3,
};

function Screen() {
  return (
    <AppThemeProvider env="test">
      <MemoryRouter>
        <CabinetSidebar
          role="LAWYER"
          items={[]}
          fullName="Xoʻjayeva Dilnoza Shavkat qizi"
          roleLabel="Advokat"
        />
      </MemoryRouter>
    </AppThemeProvider>
  );
}

describe('names on screen', () => {
  afterEach(async () => {
    await act(() => changeLanguage('lt'));
  });

  it('writes a Latin name in Cyrillic for uz only', () => {
    expect(displayName('Xoʻjayeva Dilnoza Shavkat qizi', 'uz')).toBe('Хўжаева Дилноза Шавкат қизи');
    expect(displayName('“Himoya” advokatlik byurosi', 'uz')).toBe('“Ҳимоя” адвокатлик бюроси');
    expect(displayName('Xoʻjayeva Dilnoza', 'ru')).toBe('Xoʻjayeva Dilnoza');
    expect(displayName(null, 'uz')).toBeNull();
  });

  it('shows a person in the sidebar in the script of the chosen language', async () => {
    render(<Screen />);
    expect(screen.getByTestId('cabinet-user-name').textContent).toBe('Xoʻjayeva Dilnoza Shavkat qizi');
    await act(() => changeLanguage('uz'));
    expect(screen.getByTestId('cabinet-user-name').textContent).toBe('Хўжаева Дилноза Шавкат қизи');
  });

  it('shows a structure in Cyrillic in uz', async () => {
    await act(() => changeLanguage('uz'));
    render(
      <AppThemeProvider env="test">
        <MemoryRouter>
          <ContragentDetails c={STRUCTURE} />
        </MemoryRouter>
      </AppThemeProvider>,
    );
    expect(screen.getByText('Фарғона шаҳар “Адолат” адвокатлик фирмаси')).toBeTruthy();
    expect(screen.getByText('Раҳимов Жамшид')).toBeTruthy(); // its director
  });
});
