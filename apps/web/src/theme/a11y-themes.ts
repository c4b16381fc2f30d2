/** The three accessibility colour themes of spec section 2 (names as the spec gives them). */
export const A11Y_THEMES = ['USUAL', 'BLIND', 'BLIND2'] as const;
export type A11yTheme = (typeof A11Y_THEMES)[number];
export const DEFAULT_A11Y_THEME: A11yTheme = 'USUAL';

export function isA11yTheme(value: unknown): value is A11yTheme {
  return typeof value === 'string' && (A11Y_THEMES as readonly string[]).includes(value);
}

/** The colour scheme each variant forces (only BLIND2 is dark). */
export function colorSchemeFor(variant: A11yTheme): 'light' | 'dark' {
  return variant === 'BLIND2' ? 'dark' : 'light';
}

/** Browser UI colour (meta theme-color) of each variant. */
export const THEME_COLOR: Record<A11yTheme, string> = {
  USUAL: '#1a4d8f',
  BLIND: '#000000',
  BLIND2: '#000000',
};
