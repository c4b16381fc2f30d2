/**
 * The search field of a public list: what is typed goes to the URL after a short pause (replacing the
 * history entry, so back does not step through every letter); at most 200 characters, as the API takes.
 */
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export const SEARCH_MAX = 200;

export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  testId,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label: string;
  placeholder?: string;
  testId?: string;
}) {
  const [text, setText] = useState(value ?? '');
  // The URL changed under the box (back, forward, a link): show its search (adjusted while rendering).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (value ?? '')) return;
    const timer = setTimeout(() => onChange(trimmed || undefined), 350);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={SEARCH_MAX}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden="true" />}
      type="search"
      data-testid={testId}
    />
  );
}
