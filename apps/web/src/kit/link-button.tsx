/**
 * A button that opens a route of the SPA (a react-router Link), with its icon before the text (`iconAfter`:
 * after it, for "go on"); any other Mantine Button prop (`variant`, `size`, `mt`, `onClick`) passes through.
 *
 *   <LinkButton to="/" icon={IconHome} variant="outline" testId="not-found-home">{t('notFound.home')}</LinkButton>
 */
import { Button, type ButtonProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

export function LinkButton({
  to,
  relative,
  icon: Icon,
  iconSize = 18,
  iconAfter = false,
  testId,
  onClick,
  children,
  ...button
}: Omit<ButtonProps, 'leftSection' | 'rightSection' | 'children'> & {
  to: string;
  /** 'path': `to` is relative to the current path rather than the route (`..` goes up one segment). */
  relative?: 'path' | 'route';
  icon: TablerIcon;
  iconSize?: number;
  iconAfter?: boolean;
  testId?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}) {
  const icon = <Icon size={iconSize} aria-hidden="true" />;
  const section = iconAfter ? { rightSection: icon } : { leftSection: icon };
  const link = { component: Link, to, relative, onClick };
  return (
    <Button {...link} {...section} data-testid={testId} {...button}>
      {children}
    </Button>
  );
}
