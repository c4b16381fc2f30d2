/**
 * The chambers' inbox narrowed to one lawyer (getInfo/listByPnfl, docs/domain.md "Requests of a lawyer"):
 * the PINFL is typed here and kept in the page, never in the address (it names a person), checked for its
 * 14 digits before any call, and looked up only when the officer asks (each lookup is on record in the
 * query log).
 */
import { Button, Group, TextInput } from '@mantine/core';
import { pinflText } from '@portal/contracts';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTyped } from '../kit/form/form-validation';

export function PnflSearch({
  searched,
  onSearch,
}: {
  /** The PINFL whose requests are shown, or null (every request the officer reviews). */
  searched: string | null;
  onSearch: (pnfl: string | null) => void;
}) {
  const { t } = useTranslation('request-screens');
  const { t: tAll } = useTranslation();
  const [text, setText] = useState(searched ?? '');
  const [error, setError] = useState<string | null>(null);
  // "Show all requests" of the empty list ends the search too: the field is emptied with it
  const [shown, setShown] = useState(searched);
  if (searched !== shown) {
    setShown(searched);
    if (searched === null) {
      setText('');
      setError(null);
    }
  }
  const find = () => {
    const checked = checkTyped(pinflText, text.trim(), tAll);
    setError(checked.ok ? null : checked.error);
    if (checked.ok) onSearch(checked.value);
  };
  return (
    <form
      role="search"
      aria-label={t('pnfl.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        find();
      }}
      data-testid="requests-pnfl-search"
    >
      <Group align="flex-start" gap="sm" mb="md" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 16rem', maxWidth: '24rem' }}
          label={t('pnfl.label')}
          description={t('pnfl.hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          data-testid="requests-pnfl-input"
        />
        {/* the buttons line up with the field, below its label and hint */}
        <Group gap="sm" mt={{ base: 0, xs: 46 }}>
          <Button
            type="submit"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            data-testid="requests-pnfl-find"
          >
            {t('pnfl.find')}
          </Button>
          {searched !== null && (
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={() => {
                setText('');
                setError(null);
                onSearch(null);
              }}
              data-testid="requests-pnfl-clear"
            >
              {t('pnfl.showAll')}
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
