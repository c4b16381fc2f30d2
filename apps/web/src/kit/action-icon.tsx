/**
 * The icon of an action button, given as the Tabler icon itself (`icon: IconSend`, as `SubmitButton`,
 * `LinkButton` and `RowAction` take it) and drawn once here at the buttons' size, hidden from screen
 * readers (the label names the button). An element already drawn (`<IconSend size={18} … />`) passes as it is.
 */
import type { TablerIcon } from '@tabler/icons-react';
import { createElement, isValidElement, type ReactNode } from 'react';

export type ActionIcon = TablerIcon | ReactNode;

export function actionIcon(icon: ActionIcon): ReactNode {
  const component =
    typeof icon === 'function' ||
    (typeof icon === 'object' && icon !== null && !isValidElement(icon) && '$$typeof' in icon);
  return component
    ? createElement(icon as TablerIcon, { size: 18, 'aria-hidden': true })
    : (icon as ReactNode);
}
