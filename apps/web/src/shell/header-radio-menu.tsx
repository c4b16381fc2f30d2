/**
 * A header menu of one choice among several (the language, the accessibility theme), as the WAI-ARIA menu
 * button pattern: the trigger (aria-haspopup, aria-expanded) opens a `menu` of `menuitemradio`s, by click,
 * Enter, Space or the arrow keys, with the chosen one focused (Arrow Up: the last). In the menu the arrows,
 * Home and End move, Enter and Space pick (the menu closes, focus returns to the trigger), Escape closes
 * it, Tab and a click outside close it.
 */
import { IconCheck } from '@tabler/icons-react';
import { type ComponentType, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import controls from './controls.module.css';
import type { TriggerProps } from './header-triggers';
import { usePendingProps } from './use-app-ready';

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
}: {
  Trigger: ComponentType<TriggerProps>;
  /** The menu's accessible name. */
  label: string;
  width: number;
  value: string;
  choices: readonly RadioChoice[];
  onChange: (value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  /** The item to focus once the menu is shown: an index, or -1 for the last. */
  const [focusAt, setFocusAt] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const pending = usePendingProps();
  const chosen = Math.max(
    0,
    choices.findIndex((choice) => choice.value === value),
  );

  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all.at(((index % all.length) + all.length) % all.length)?.focus();
  };
  const show = (index: number) => {
    setFocusAt(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(focusAt);
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // focusAt is read when the menu opens, not followed afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowDown' ? chosen : -1);
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const at = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className={controls.menuRoot}>
      <Trigger
        ref={triggerRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show(chosen))}
        onKeyDown={onTriggerKey}
        {...pending}
      />
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={controls.menu}
          style={{ width }}
          onKeyDown={onMenuKey}
        >
          {choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              role="menuitemradio"
              aria-checked={choice.value === value}
              tabIndex={-1}
              lang={choice.lang}
              className={controls.menuItem}
              data-testid={choice.testId}
              onClick={() => {
                onChange(choice.value);
                close(true);
              }}
            >
              <span className={controls.menuCheck} aria-hidden="true">
                {choice.value === value && <IconCheck size={16} />}
              </span>
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
