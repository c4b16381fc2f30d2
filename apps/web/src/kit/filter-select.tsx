/**
 * A select whose list of options is built when the field first takes focus. Mantine keeps a closed
 * select's list mounted, hidden and positioned, from the first render: on a page of filters that is
 * every filter's options built and measured before the visitor touches one. Here the list is mounted
 * from the first focus on (a click or a Tab gives focus before anything opens the list), so the
 * select then behaves exactly as Mantine's (the first arrow key opens the list on the chosen option).
 */
import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';

export function FilterSelect({ comboboxProps, onFocus, ...props }: SelectProps) {
  const [focused, setFocused] = useState(false);
  return (
    <Select
      {...props}
      comboboxProps={{ keepMounted: focused, ...comboboxProps }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
    />
  );
}
