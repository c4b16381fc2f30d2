/**
 * A header menu of one choice among several (the language, the accessibility theme): its trigger, the
 * named dropdown and a radio item per choice, which closes the menu when picked. Loaded on first use
 * (deferred-menu.tsx).
 */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import type { ComponentType } from 'react';

export interface RadioChoice {
  value: string;
  label: string;
  testId: string;
  /** The choice's own language (a language named in itself). */
  lang?: string;
}

export function HeaderRadioMenu({
  Trigger,
  label,
  width,
  value,
  choices,
  onChange,
  defaultOpened = false,
}: {
  Trigger: ComponentType;
  /** The dropdown's accessible name. */
  label: string;
  width: number;
  value: string;
  choices: readonly RadioChoice[];
  onChange: (value: string) => void;
  defaultOpened?: boolean;
}) {
  return (
    <Menu position="bottom-end" shadow="md" width={width} defaultOpened={defaultOpened}>
      <Menu.Target>
        <Trigger />
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        <Menu.RadioGroup value={value} onChange={onChange}>
          {choices.map((choice) => (
            <Menu.RadioItem
              key={choice.value}
              value={choice.value}
              lang={choice.lang}
              closeMenuOnClick
              data-testid={choice.testId}
            >
              {choice.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
