/**
 * The accessibility themes as CSS variables: each variant's colours come from a stylesheet under
 * `<html data-a11y-theme>`, a switch marks <html> and re-renders nothing under the provider, and the
 * colours Mantine works out in JavaScript (the text on a filled colour) read a variable set per variant.
 */
import { Button, Checkbox } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { setStored } from '../storage/browser-storage';
import type { A11yTheme } from './a11y-themes';
import { AppThemeProvider, useA11yTheme } from './app-theme-provider';
import { a11yThemeCss, themeVariablesCss } from './portal-theme';

function rule(variant: A11yTheme): Record<string, string> {
  const line = a11yThemeCss(variant);
  if (!line.startsWith(`:root[data-a11y-theme="${variant}"]`)) throw new Error(`no rule for ${variant}`);
  const body = line.slice(line.indexOf('{') + 1, line.lastIndexOf('}'));
  return Object.fromEntries(
    body.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]),
  );
}

function ThemeName() {
  return <span data-testid="theme-name">{useA11yTheme().theme}</span>;
}

describe('accessibility themes as CSS variables', () => {
  it('gives each variant its primary colour, its scheme colours and the text on a filled primary', () => {
    // USUAL is the theme the page runs on: it needs no rule.
    expect(() => rule('USUAL')).toThrow();
    const blind = rule('BLIND');
    const blind2 = rule('BLIND2');
    // BLIND: black primary (ink, shade 9), white text on it as in USUAL.
    expect(blind['--mantine-color-portal-9']).toBe('#000000');
    expect(blind['--mantine-color-portal-filled']).toBe('var(--mantine-color-portal-9)');
    expect(blind['--portal-contrast-portal']).toBeUndefined();
    expect(blind['--portal-strip-bg']).toBe('#000000');
    // BLIND2: white primary (paper, shade 0) with black text, the dark palette redrawn black.
    expect(blind2['--mantine-color-portal-0']).toBe('#ffffff');
    expect(blind2['--mantine-color-portal-filled']).toBe('var(--mantine-color-portal-0)');
    expect(blind2['--portal-contrast-portal']).toBe('var(--mantine-color-black)');
    expect(blind2['--mantine-color-dark-7']).toBe('#000000');
    expect(blind2['--mantine-color-body']).toBe('#000000');
  });

  it('paints the text on a filled colour from the variant variable (a button, a checkbox)', () => {
    render(
      <AppThemeProvider env="test">
        <Button data-testid="button">Go</Button>
        <Checkbox data-testid="checkbox" label="Agree" defaultChecked />
      </AppThemeProvider>,
    );
    const onPrimary = 'var(--portal-contrast-portal, var(--mantine-color-white))';
    expect(screen.getByTestId('button').style.getPropertyValue('--button-color')).toBe(onPrimary);
    const checkbox = document.querySelector<HTMLElement>('.mantine-Checkbox-root')!;
    expect(checkbox.style.getPropertyValue('--checkbox-icon-color')).toBe(onPrimary);
  });

  it('switches by marking <html>: the readers of the theme re-render, the rest of the tree does not', async () => {
    let commitsBelow = 0;
    render(
      <AppThemeProvider env="test">
        <ThemeName />
        <Profiler id="portal" onRender={() => (commitsBelow += 1)}>
          <Button>Go</Button>
        </Profiler>
      </AppThemeProvider>,
    );
    const root = document.documentElement;
    const stylesheet = () => document.querySelector('style[data-portal-a11y-themes]')?.textContent;
    expect(root.dataset.a11yTheme).toBe('USUAL');
    // The page runs on USUAL's own theme: no variant's stylesheet until one is chosen.
    expect(stylesheet()).toBe('');
    expect(root.dataset.mantineColorScheme).toBe('light');
    const before = commitsBelow;
    act(() => setStored('a11yTheme', 'BLIND2'));
    expect(screen.getByTestId('theme-name').textContent).toBe('BLIND2');
    expect(root.dataset.a11yTheme).toBe('BLIND2');
    expect(root.dataset.mantineColorScheme).toBe('dark');
    expect(stylesheet()).toBe(a11yThemeCss('BLIND2'));
    expect(commitsBelow).toBe(before);
    // No colour transition runs in the switch's frame; they come back once it has been painted.
    expect(root.dataset.a11yThemeSwitching).toBe('');
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    expect(root.dataset.a11yThemeSwitching).toBeUndefined();
    act(() => setStored('a11yTheme', 'USUAL'));
    expect(root.dataset.mantineColorScheme).toBe('light');
    expect(commitsBelow).toBe(before);
  });
});

describe('the variables of the parts drawn without Mantine', () => {
  it('shell-variables.css is what the theme gives (npx tsx apps/web/scripts/shell-variables.ts writes it)', async () => {
    const { readFileSync } = await import('node:fs');
    const { SHELL_VARIABLES_FILE, shellVariablesCss } = await import('../../scripts/shell-variables');
    expect(readFileSync(SHELL_VARIABLES_FILE, 'utf8')).toBe(shellVariablesCss());
  });

  it("gives the shell its colours in each variant, under the portal's names", () => {
    const css = themeVariablesCss([
      '--portal-color-body',
      '--portal-primary-color-filled',
      '--portal-strip-bg',
    ]);
    expect(css).toContain('--portal-color-body: #fff');
    expect(css).toMatch(/\[data-a11y-theme='BLIND2'\][^{]*\{[^}]*--portal-color-body: #000000/);
    expect(css).toMatch(/\[data-a11y-theme='BLIND'\][^{]*\{[^}]*--portal-strip-bg: #000000/);
    // A value's own variables come with it, renamed alike: the primary colour reads its shade.
    expect(css).toContain('--portal-primary-color-filled: var(--portal-color-portal-filled)');
    expect(css).toContain('--portal-color-portal-7: #1a4d8f');
    expect(css).toMatch(/\[data-a11y-theme='BLIND'\][^{]*\{[^}]*--portal-color-portal-9: #000000/);
    // Nothing of Mantine's names: Mantine's stylesheets give those their own defaults once loaded.
    expect(css).not.toContain('--mantine-');
  });

  it('refuses a variable the theme does not give', () => {
    expect(() => themeVariablesCss(['--portal-color-nonexistent'])).toThrow(/--portal-color-nonexistent/);
  });
});
