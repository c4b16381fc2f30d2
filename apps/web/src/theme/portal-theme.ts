/**
 * The accessibility themes as CSS: the one Mantine theme the page runs on (PORTAL_THEME, the USUAL
 * variant) and a stylesheet that gives each variant its own values of every CSS variable Mantine and the
 * portal derive from a theme, under `<html data-a11y-theme>` (a11yThemeCss). A switch of theme then
 * changes two attributes of <html> (app-theme-provider.tsx) and the browser restyles the page: no
 * component re-renders, where a new Mantine theme object re-rendered every component of the portal.
 *
 * Mantine works some colours out in JavaScript rather than in CSS: the text on a filled colour (black or
 * white, by the colour's lightness in the theme's primary shade: a filled button is white on blue in USUAL
 * and black on white in BLIND2). PORTAL_THEME gives those texts as a variable, `--portal-contrast-<colour>`
 * (USUAL's colour when unset), which the stylesheet sets per variant to what Mantine computes in that
 * variant's theme.
 */
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineTheme,
  mergeMantineTheme,
  parseThemeColor,
  type VariantColorsResolver,
  defaultVariantColorsResolver,
} from '@mantine/core';
import { A11Y_THEMES, type A11yTheme, colorSchemeFor } from './a11y-themes';
import { cssVariablesResolver, themeFor } from './theme';

const BASE: A11yTheme = 'USUAL';
const full = (variant: A11yTheme): MantineTheme => mergeMantineTheme(DEFAULT_THEME, themeFor(variant));

/**
 * The variable holding the text colour on `color` filled (USUAL's colour when no variant sets it), or
 * undefined when that colour is the same in every variant (a colour with its shade, `red.9`, or a CSS colour).
 */
function contrastOn(color: string | undefined, theme: MantineTheme): string | undefined {
  const name = color ?? theme.primaryColor;
  return name in theme.colors ? `var(--portal-contrast-${name}, ${contrastIn(theme, name)})` : undefined;
}

/** The text on a filled theme colour, as Mantine computes it in a theme (its getContrastColor). */
function contrastIn(theme: MantineTheme, color: string): string {
  return parseThemeColor({ color, theme }).isLight
    ? 'var(--mantine-color-black)'
    : 'var(--mantine-color-white)';
}

const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const auto = input.autoContrast ?? input.theme.autoContrast;
  if (input.variant !== 'filled' || !auto) return colors;
  const text = contrastOn(input.color, input.theme);
  return text ? { ...colors, color: text } : colors;
};

interface ContrastProps {
  color?: string;
  autoContrast?: boolean;
  iconColor?: string;
  variant?: string;
}

/** A component's icon/label text on its colour, when Mantine would compute it (autoContrast). */
function contrastVar(theme: MantineTheme, props: ContrastProps): string | undefined {
  if (props.iconColor || props.variant === 'light') return undefined;
  if (!(props.autoContrast ?? theme.autoContrast)) return undefined;
  return contrastOn(props.color, theme);
}

/**
 * A component's theme entry (plain data: `Checkbox.extend` would bring the component's code into the
 * page's first load) setting the text colour on its colour in one of its parts.
 */
function contrastOnColour(part: string, variable: string) {
  return {
    vars: (theme: MantineTheme, props: ContrastProps) => ({
      [part]: { [variable]: contrastVar(theme, props) },
    }),
  };
}

/** The one theme of the page: USUAL's, its computed text colours read from the variables. */
export const PORTAL_THEME = createTheme({
  ...themeFor(BASE),
  variantColorResolver,
  components: {
    ...themeFor(BASE).components,
    Checkbox: contrastOnColour('root', '--checkbox-icon-color'),
    CheckboxIndicator: contrastOnColour('indicator', '--checkbox-icon-color'),
    Radio: contrastOnColour('root', '--radio-icon-color'),
    RadioIndicator: contrastOnColour('indicator', '--radio-icon-color'),
    Stepper: contrastOnColour('root', '--stepper-icon-color'),
    Pagination: contrastOnColour('root', '--pagination-active-color'),
    Indicator: contrastOnColour('root', '--indicator-text-color'),
    Timeline: contrastOnColour('root', '--tl-icon-color'),
  },
});

type Vars = Record<string, string>;

/** Every CSS variable of a theme in a colour scheme, as MantineProvider would set them. */
function variablesOf(theme: MantineTheme, scheme: 'light' | 'dark', resolver: CSSVariablesResolver): Vars {
  const mantine = defaultCssVariablesResolver(theme);
  const portal = resolver(theme);
  return { ...mantine.variables, ...portal.variables, ...mantine[scheme], ...portal[scheme] } as Vars;
}

/**
 * A variant's rule: the variables whose value differs from PORTAL_THEME's in that variant's colour scheme,
 * and the text colour on each filled palette where it differs from USUAL's (USUAL itself needs no rule:
 * ''). `[data-mantine-color-scheme]` lifts the rule over Mantine's own (`:root`,
 * `:root[data-mantine-color-scheme=…]`) whatever their order in the document.
 */
function a11yThemeRule(variant: A11yTheme): string {
  if (variant === BASE) return '';
  const base = full(BASE);
  const theme = full(variant);
  const scheme = colorSchemeFor(variant);
  const was = variablesOf(base, scheme, cssVariablesResolver);
  const now = variablesOf(theme, scheme, cssVariablesResolver);
  const declarations = Object.entries(now)
    .filter(([name, value]) => was[name] !== value)
    .map(([name, value]) => `${name}:${value}`);
  for (const color of Object.keys(theme.colors)) {
    const text = contrastIn(theme, color);
    if (text !== contrastIn(base, color)) declarations.push(`--portal-contrast-${color}:${text}`);
  }
  if (declarations.length === 0) return '';
  return `:root[data-a11y-theme="${variant}"][data-mantine-color-scheme]{${declarations.join(';')}}`;
}

const rules = new Map<A11yTheme, string>();

/**
 * The stylesheet of one variant (see a11yThemeRule), worked out the first time that variant is shown: a
 * page in USUAL, the theme of nearly every visitor, works out none.
 */
export function a11yThemeCss(variant: A11yTheme): string {
  let rule = rules.get(variant);
  if (rule === undefined) {
    rule = a11yThemeRule(variant);
    rules.set(variant, rule);
  }
  return rule;
}

/**
 * A theme's variables under the portal's own names: Mantine's `--mantine-x` as `--portal-x` (its value's
 * `var(--mantine-…)` renamed alike), the portal's `--portal-…` as they are. Parts of the page drawn without
 * Mantine read these: Mantine's stylesheets, once loaded, keep their own defaults of the `--mantine-…`
 * variables on <html> after every Mantine scope has left the page.
 */
function portalNamed(vars: Vars): Vars {
  const named: Vars = {};
  for (const [name, value] of Object.entries(vars)) {
    const portal = name.replace(/^--mantine-/, '--portal-');
    if (portal in named) throw new Error(`${portal} is both the portal's and Mantine's (${name})`);
    named[portal] = value.replaceAll('var(--mantine-', 'var(--portal-');
  }
  return named;
}

/**
 * The variables among `names`, with every variable their values read in any variant
 * (`calc(1rem * var(--portal-scale))`, BLIND's `var(--portal-color-portal-9)`). A name the theme does not
 * give is an error.
 */
function withReferenced(names: Iterable<string>, variants: readonly Vars[]): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    if (variants[0]![name] === undefined) throw new Error(`the theme gives no ${name}`);
    found.add(name);
    for (const vars of variants) {
      for (const [, used] of (vars[name] ?? '').matchAll(/var\((--[\w-]+)/g)) visit(used!);
    }
  };
  for (const name of names) visit(name);
  return [...found].sort();
}

/**
 * Some of the theme's variables as a static stylesheet, for parts of the page drawn without Mantine: each
 * of `names` (portal names, portalNamed) and what their values read, as MantineProvider gives them in
 * USUAL, on `:root`, and for each other variant the ones that differ there, under the same selector as
 * a11yThemeRule's.
 */
export function themeVariablesCss(names: Iterable<string>): string {
  const vars = A11Y_THEMES.map((variant) =>
    portalNamed(variablesOf(full(variant), colorSchemeFor(variant), cssVariablesResolver)),
  );
  const base = vars[A11Y_THEMES.indexOf(BASE)]!;
  const used = withReferenced(names, [base, ...vars]);
  const rule = (selector: string, declarations: string[]) =>
    `${selector} {\n  ${declarations.join(';\n  ')};\n}\n`;
  let css = rule(
    ':root',
    used.map((name) => `${name}: ${base[name]}`),
  );
  A11Y_THEMES.forEach((variant, i) => {
    const now = vars[i]!;
    const changed = used.filter((name) => now[name] !== base[name]);
    if (variant === BASE || changed.length === 0) return;
    css += rule(
      `:root[data-a11y-theme='${variant}'][data-mantine-color-scheme]`,
      changed.map((name) => `${name}: ${now[name]}`),
    );
  });
  return css;
}
