/**
 * /check-service-doc/:id: the public check of a document the portal issued (the QR code leads here).
 * Shows its key facts and whether it is valid or revoked, or a clear "not found".
 */
import { formatDate } from '@portal/domain';
import { Button, Container, Group, TextInput, Title } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api } from '../api/api';
import { KeyValueRow, KeyValueTable, ListSkeleton } from '../kit/list';
import { PageHeader } from '../shell/page-header';
import { ErrorAlert } from '../kit/ui';
import { ToneBadge } from '../kit/status-badge';
import { QUIET_ITEM } from '../kit/route-params';

export function CheckServiceDocPage() {
  const { t } = useTranslation('public');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [other, setOther] = useState('');
  const { data, isLoading, isError } = api.issuedDocuments.checkServiceDoc.useQuery(
    { params: { id: id ?? 0 } },
    { ...QUIET_ITEM, enabled: id !== null },
  );
  return (
    <Container size="md" py="xl">
      <PageHeader title={t('check.title')} lead={t('check.lead')} />
      {isLoading ? (
        <ListSkeleton rows={3} />
      ) : isError || !data ? (
        <ErrorAlert
          icon={<IconFileAlert aria-hidden="true" />}
          title={t('check.notFoundTitle')}
          data-testid="check-not-found"
        >
          {t('check.notFound', { id: id.slice(0, 40) })}
        </ErrorAlert>
      ) : (
        <section aria-labelledby="doc-title" data-testid="check-found">
          <Group mb="md">
            <Title order={2} id="doc-title">
              {t(`check.kind.${data.kind}`, { defaultValue: data.kind })} № {data.number}
            </Title>
            <ToneBadge tone={data.status === 'VALID' ? 'good' : 'bad'} testId="check-status">
              {data.status === 'VALID' ? t('check.valid') : t('check.revoked')}
            </ToneBadge>
          </Group>
          <KeyValueTable>
            <KeyValueRow label={t('check.holder')}>
              <span data-testid="check-holder">{data.holderName}</span>
            </KeyValueRow>
            <KeyValueRow label={t('check.issuer')} value={data.issuer} />
            <KeyValueRow label={t('check.issuedOn')} value={formatDate(data.issuedOn)} />
            {data.validUntil && (
              <KeyValueRow label={t('check.validUntil')} value={formatDate(data.validUntil)} />
            )}
            {data.facts
              .filter((f) => f.key !== 'holder')
              .map((f) => (
                <KeyValueRow
                  key={f.key}
                  label={t(`check.fact.${f.key}`, { defaultValue: f.key })}
                  value={f.format === 'date' ? formatDate(f.value) : f.value}
                />
              ))}
            {data.status === 'REVOKED' && (
              <KeyValueRow
                label={t('check.revokedOn')}
                value={`${formatDate(data.revokedAt)} ${data.revokedReason ?? ''}`.trim()}
              />
            )}
          </KeyValueTable>
        </section>
      )}
      <Group
        component="form"
        mt="xl"
        align="flex-end"
        onSubmit={(e) => {
          e.preventDefault();
          const value = other.trim();
          if (value) void navigate(`/check-service-doc/${encodeURIComponent(value)}`);
        }}
      >
        <TextInput
          label={t('check.other')}
          value={other}
          maxLength={64}
          onChange={(e) => setOther(e.currentTarget.value)}
          data-testid="check-input"
        />
        <Button type="submit" data-testid="check-submit">
          {t('check.submit')}
        </Button>
      </Group>
    </Container>
  );
}
