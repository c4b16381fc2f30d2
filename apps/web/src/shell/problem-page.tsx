/**
 * A page that stands instead of the one asked for (an unknown address, a route that failed): its icon,
 * its title (also the tab's title), what happened, and the ways on as buttons. Drawn without Mantine, so
 * a route that fails before any Mantine page has loaded still shows it.
 */
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import controls from './controls.module.css';
import classes from './problem-page.module.css';
import { usePageTitle } from './use-page-title';

export function ProblemPage({
  icon: Icon,
  title,
  text,
  testId,
  children,
}: {
  icon: TablerIcon;
  title: string;
  text: string;
  testId: string;
  /** The buttons leading on. */
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={`${controls.container} ${classes.page}`} data-testid={testId}>
      <span className={classes.indicator}>
        <Icon size={40} aria-hidden="true" />
      </span>
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.text}>{text}</p>
      <div className={classes.actions}>{children}</div>
    </div>
  );
}
