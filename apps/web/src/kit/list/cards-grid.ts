/**
 * The grid of a list of cards (CardGrid) and of its placeholder cards (ListSkeleton), written once: a plain
 * element with the columns per breakpoint and the gap as CSS variables (cards-grid.module.css), where
 * SimpleGrid would add a stylesheet of media queries to the page for every list it draws.
 */
import type { CSSProperties } from 'react';
import classes from './cards-grid.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Columns: one number, or per breakpoint from `base` up (Mantine's breakpoints), as SimpleGrid's `cols`. */
export type CardColumns = number | Partial<Record<Breakpoint, number>>;

/** The gap between cards: one of the theme's spacings. */
export type CardSpacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** The props of the grid's element. */
export function cardsGrid(cols: CardColumns = 1, spacing: CardSpacing = 'sm') {
  const perBreakpoint = typeof cols === 'number' ? { base: cols } : cols;
  const style: Record<string, string | number> = { '--cards-gap': `var(--mantine-spacing-${spacing})` };
  for (const [breakpoint, n] of Object.entries(perBreakpoint)) style[`--cards-${breakpoint}`] = n;
  style['--cards-base'] ??= 1;
  return { className: classes.grid, style: style as CSSProperties };
}
