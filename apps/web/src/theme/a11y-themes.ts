/** The three accessibility colour themes of spec section 2 (names as the spec gives them). */
export const A11Y_THEMES = ['USUAL', 'BLIND', 'BLIND2'] as const;
export type A11yTheme = (typeof A11Y_THEMES)[number];
export const DEFAULT_A11Y_THEME: A11yTheme = 'USUAL';

export function isA11yTheme(value: unknown): value is A11yTheme {
  return typeof value === 'string' && (A11Y_THEMES as readonly string[]).includes(value);
}
