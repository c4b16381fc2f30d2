/**
 * Finding a criminal case in the interior-ministry registry (getInfo/infoFromMvd by case number,
 * getInfo/searchCriminal by the accused person's pinfl) and choosing it: the investigator's request form
 * and the order form fill the case and the person from it. A registry that is down answers the cached
 * copy, which is marked as such.
 */
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { caseNumberText, type CriminalCaseDto, pinflText } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { QueryState } from '../kit/list';
import { checkTyped } from '../kit/form/form-validation';
import { useDisplayName } from '../i18n/display-name';
import { ActionButton } from '../kit/action-button';

function CaseCard({
  found,
  onPick,
  picked,
}: {
  found: CriminalCaseDto;
  onPick: (c: CriminalCaseDto) => void;
  picked: boolean;
}) {
  const displayName = useDisplayName();
  const { t } = useTranslation('legal-aid-screens');
  return (
    <Card withBorder padding="sm" data-testid="case-card" data-case={found.caseNumber}>
      <Stack gap={4}>
        <Text fw={700}>{t('case.number', { number: found.caseNumber })}</Text>
        <Text size="sm">
          {t('case.accused')}: {displayName(found.accused.fullName)} ({found.accused.pinfl})
        </Text>
        <Text size="sm">
          {t('case.article')}: {found.article} · {t('case.openedOn')}: {formatDate(found.openedOn)}
        </Text>
        <Text size="sm">
          {t('case.investigator')}: {displayName(found.investigator.fullName)},{' '}
          {found.investigator.organization}
        </Text>
        <Text size="sm">
          {t('case.address')}: {found.accused.address}
        </Text>
        {found.court && (
          <Text size="sm">
            {t('case.court')}: {found.court.name}
            {found.adjournmentAt ? ` · ${t('case.adjournment')}: ${formatDateTime(found.adjournmentAt)}` : ''}
          </Text>
        )}
        {found.stale && (
          <Text size="sm" c="dimmed" data-testid="case-stale">
            {t('case.stale', { at: formatDateTime(found.fetchedAt) })}
          </Text>
        )}
        <Group mt={4}>
          <Button
            size="xs"
            variant={picked ? 'filled' : 'light'}
            onClick={() => onPick(found)}
            aria-pressed={picked}
            data-testid="case-pick"
          >
            {picked ? t('case.picked') : t('case.pick')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The form's own case-number field, when the form has one (the order form, the investigator's request form): the lookup by number searches
 * what is typed there and shows a bad number under it, instead of asking for the number a second time.
 */
export interface CaseNumberField {
  value: string;
  setError: (message: string | null) => void;
}

export function CaseLookup({
  onPick,
  pickedCase,
  numberField,
}: {
  onPick: (c: CriminalCaseDto) => void;
  pickedCase: string | null;
  numberField?: CaseNumberField;
}) {
  const { t } = useTranslation('legal-aid-screens');
  const { t: tAll } = useTranslation();
  const [mode, setMode] = useState<'case' | 'pinfl'>('case');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ mode: 'case' | 'pinfl'; value: string } | null>(null);
  const caseNumber = asked?.mode === 'case' ? asked.value : null;
  const pinfl = asked?.mode === 'pinfl' ? asked.value : null;
  const byNumber = api.criminalCases.infoFromMvd.useQuery(
    { query: { caseNumber: caseNumber ?? '' } },
    { enabled: caseNumber !== null },
  );
  const byPerson = api.criminalCases.searchCriminal.useQuery(
    { body: { pinfl: pinfl ?? '' } },
    { enabled: pinfl !== null },
  );

  /** By number in a form that has the field: that field is the one asked and the one showing the error. */
  const inForm = mode === 'case' && numberField !== undefined;
  const search = () => {
    const schema = mode === 'case' ? caseNumberText : pinflText;
    const checked = checkTyped(schema, (inForm ? numberField.value : text).trim(), tAll);
    (inForm ? numberField.setError : setError)(checked.ok ? null : checked.error);
    if (checked.ok) setAsked({ mode, value: checked.value });
  };

  const query = asked?.mode === 'pinfl' ? byPerson : byNumber;
  const found = asked?.mode === 'pinfl' ? (byPerson.data?.list ?? []) : byNumber.data ? [byNumber.data] : [];

  return (
    <Stack gap="sm" data-testid="case-lookup">
      <SegmentedControl
        value={mode}
        onChange={(v) => setMode(v as 'case' | 'pinfl')}
        data={[
          { value: 'case', label: t('case.byNumber') },
          { value: 'pinfl', label: t('case.byPinfl') },
        ]}
        aria-label={t('case.searchBy')}
        data-testid="case-lookup-mode"
      />
      {/* A nested form would be invalid HTML inside the page's form: the search runs on Enter or the button. */}
      <Group align="flex-end" gap="sm" wrap="nowrap">
        {inForm ? (
          <Text size="sm" c="dimmed" style={{ flex: 1 }} data-testid="case-lookup-hint">
            {t('case.byFormNumber')}
          </Text>
        ) : (
          <TextInput
            style={{ flex: 1 }}
            label={mode === 'case' ? t('case.numberLabel') : t('case.pinflLabel')}
            description={t('case.pinflHint')}
            inputMode="numeric"
            maxLength={mode === 'case' ? 20 : 14}
            value={text}
            error={error}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              search();
            }}
            data-testid="case-lookup-input"
          />
        )}
        <ActionButton
          variant="light"
          icon={IconSearch}
          onClick={search}
          testId="case-lookup-search"
          mb={error && !inForm ? 24 : 0}
        >
          {t('case.find')}
        </ActionButton>
      </Group>
      {asked && (
        <QueryState query={query} empty={found.length === 0} emptyState={{ text: t('emptyList.cases') }}>
          <Stack gap="sm">
            {found.map((c) => (
              <CaseCard key={c.caseNumber} found={c} onPick={onPick} picked={pickedCase === c.caseNumber} />
            ))}
          </Stack>
        </QueryState>
      )}
      {asked && query.isError && (
        <Alert color="gray" variant="light">
          {t('case.notFoundHint')}
        </Alert>
      )}
    </Stack>
  );
}
