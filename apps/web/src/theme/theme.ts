/**
 * The one Mantine theme of the portal and its three accessibility variants (spec section 2):
 * USUAL – calm government look, one deep-blue primary colour on white;
 * BLIND – black on white, strong contrast, larger type, greyscale images;
 * BLIND2 – white on black, larger type, greyscale images.
 * Colours reach the components as Mantine CSS variables; the shell's own CSS reads `--portal-*` variables,
 * those set here and Mantine's under the portal's names (shell-variables.css). Larger type and greyscale images hang off `<html data-a11y-theme>` (global.css).
 * Each variant is a whole Mantine theme (themeFor), but the page runs on one of them only (PORTAL_THEME):
 * what the variants change is written out as CSS variables per `<html data-a11y-theme>` (a11y-theme-css.ts),
 * so a switch of theme changes two attributes of <html> and re-renders no component.
 */
import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { searchOptionsFilter } from '../kit/options-filter';
import type { A11yTheme } from './a11y-themes';

/** Deep blue of the ministry; shade 7 (#1a4d8f) is the primary colour, 8.4:1 against white. */
const gov: MantineColorsTuple = [
  '#eaf1fb',
  '#d3e1f4',
  '#a9c4e8',
  '#7ba4da',
  '#5488cd',
  '#3a74c2',
  '#2a64b0',
  '#1a4d8f',
  '#143d73',
  '#0d2b54',
];

/** Greys down to pure black: the primary colour of BLIND. */
const ink: MantineColorsTuple = [
  '#f7f7f7',
  '#e9e9e9',
  '#d4d4d4',
  '#b0b0b0',
  '#8a8a8a',
  '#666666',
  '#4d4d4d',
  '#333333',
  '#1a1a1a',
  '#000000',
];

/** White down to mid grey: the primary colour of BLIND2 (dark scheme uses shade 0, pure white). */
const paper: MantineColorsTuple = [
  '#ffffff',
  '#f2f2f2',
  '#e6e6e6',
  '#d9d9d9',
  '#cccccc',
  '#bdbdbd',
  '#9e9e9e',
  '#757575',
  '#5c5c5c',
  '#424242',
];

/** Mantine's dark palette, redrawn so the dark scheme is pure white on pure black. */
const blackout: MantineColorsTuple = [
  '#ffffff',
  '#f2f2f2',
  '#e6e6e6',
  '#cccccc',
  '#ffffff',
  '#333333',
  '#1a1a1a',
  '#000000',
  '#000000',
  '#000000',
];

const FONT_STACK = "'Noto Sans', 'Segoe UI', Roboto, Arial, sans-serif";

const base: MantineThemeOverride = {
  fontFamily: FONT_STACK,
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '600',
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.25' },
      h2: { fontSize: '1.5rem', lineHeight: '1.3' },
      h3: { fontSize: '1.25rem', lineHeight: '1.35' },
    },
  },
  fontWeights: { regular: '400', medium: '600', bold: '600' },
  // `portal` is the primary colour under its own name: `gov` in USUAL, `ink` in BLIND, `paper` in BLIND2.
  colors: { gov, ink, paper, portal: gov },
  primaryColor: 'portal',
  primaryShade: 7,
  defaultRadius: 'sm',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  autoContrast: true,
  lineHeights: { md: '1.6' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 'xl' } },
    // A searchable list matches what is typed by the portal's one search rule (kit/options-filter.ts).
    Select: { defaultProps: { filter: searchOptionsFilter } },
    MultiSelect: { defaultProps: { filter: searchOptionsFilter } },
    Autocomplete: { defaultProps: { filter: searchOptionsFilter } },
    // Every text area grows with its text from two lines (a form asks for more where it expects more).
    Textarea: { defaultProps: { autosize: true, minRows: 2 } },
  },
};

const VARIANTS: Record<A11yTheme, MantineThemeOverride> = {
  USUAL: {},
  BLIND: { colors: { portal: ink }, primaryShade: 9 },
  // A coloured notice ("Rejected" in red) is white on black with a white border in BLIND2, like the rest
  // of it (Mantine's tinted red on dark red measured 2.3:1): global.css, from <html data-a11y-theme>.
  BLIND2: { colors: { dark: blackout, portal: paper }, primaryShade: { light: 0, dark: 0 } },
};

/** The Mantine theme of one accessibility variant. */
export function themeFor(variant: A11yTheme): MantineThemeOverride {
  const over = VARIANTS[variant];
  return createTheme({
    ...base,
    ...over,
    colors: { ...base.colors, ...over.colors },
    components: { ...base.components, ...over.components },
    other: { a11yTheme: variant },
  });
}

type Vars = Record<string, string>;

const PORTAL_VARS: Record<A11yTheme, Vars> = {
  USUAL: {
    '--portal-strip-bg': '#1a4d8f',
    '--portal-strip-text': '#ffffff',
    '--portal-header-bg': '#ffffff',
    '--portal-nav-bg': '#f3f6fa',
    '--portal-nav-active': '#1a4d8f',
    '--portal-notice-bg': '#fff4e0',
    '--portal-notice-text': '#5c3b00',
    '--portal-notice-border': '#e8a33d',
    '--portal-banner-bg': '#eaf1fb',
    '--portal-footer-bg': '#0d2b54',
    '--portal-footer-text': '#ffffff',
    '--portal-border': '#d0d7e1',
    '--portal-focus': '#1a4d8f',
    '--portal-focus-inverse': '#ffffff',
  },
  BLIND: {
    '--portal-strip-bg': '#000000',
    '--portal-strip-text': '#ffffff',
    '--portal-header-bg': '#ffffff',
    '--portal-nav-bg': '#ffffff',
    '--portal-nav-active': '#000000',
    '--portal-notice-bg': '#ffffff',
    '--portal-notice-text': '#000000',
    '--portal-notice-border': '#000000',
    '--portal-banner-bg': '#ffffff',
    '--portal-footer-bg': '#ffffff',
    '--portal-footer-text': '#000000',
    '--portal-border': '#000000',
    '--portal-focus': '#000000',
    '--portal-focus-inverse': '#ffffff',
  },
  BLIND2: {
    '--portal-strip-bg': '#000000',
    '--portal-strip-text': '#ffffff',
    '--portal-header-bg': '#000000',
    '--portal-nav-bg': '#000000',
    '--portal-nav-active': '#ffffff',
    '--portal-notice-bg': '#000000',
    '--portal-notice-text': '#ffffff',
    '--portal-notice-border': '#ffffff',
    '--portal-banner-bg': '#000000',
    '--portal-footer-bg': '#000000',
    '--portal-footer-text': '#ffffff',
    '--portal-border': '#ffffff',
    '--portal-focus': '#ffffff',
    '--portal-focus-inverse': '#ffffff',
  },
};

/** Mantine's generic colours, tightened so every text passes 4.5:1 in each variant. */
const SCHEME_VARS: Record<A11yTheme, Vars> = {
  USUAL: {
    '--mantine-color-text': '#1f2933',
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-placeholder': '#5c636a',
    '--mantine-color-anchor': '#1a4d8f',
    // a field's error text and a field in error: Mantine's red-6 measured 3.3:1 on white
    '--mantine-color-error': '#c92a2a',
  },
  BLIND: {
    '--mantine-color-text': '#000000',
    '--mantine-color-body': '#ffffff',
    '--mantine-color-dimmed': '#1a1a1a',
    '--mantine-color-placeholder': '#333333',
    '--mantine-color-anchor': '#000000',
    '--mantine-color-default-border': '#000000',
    '--mantine-color-error': '#8b0000',
  },
  BLIND2: {
    '--mantine-color-text': '#ffffff',
    '--mantine-color-body': '#000000',
    '--mantine-color-dimmed': '#e6e6e6',
    '--mantine-color-placeholder': '#cccccc',
    '--mantine-color-anchor': '#ffffff',
    '--mantine-color-default': '#000000',
    '--mantine-color-default-hover': '#1a1a1a',
    '--mantine-color-default-color': '#ffffff',
    '--mantine-color-default-border': '#ffffff',
    '--mantine-color-error': '#ff8787',
  },
};

function variantOf(other: Record<string, unknown>): A11yTheme {
  const value = other.a11yTheme;
  return value === 'BLIND' || value === 'BLIND2' ? value : 'USUAL';
}

/** Adds the variant's colours to Mantine's CSS variables. */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const variant = variantOf(theme.other);
  const scheme = { ...PORTAL_VARS[variant], ...SCHEME_VARS[variant] };
  return { variables: {}, light: scheme, dark: scheme };
};
