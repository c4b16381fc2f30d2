/**
 * /check-service-doc/:id: the public check of a document the portal issued (the QR code leads here).
 * Shows its key facts and whether it is valid or revoked, or a clear "not found".
 */
import { formatDate } from '@portal/domain';
import { Button, Container, Group, Table, TextInput, Title } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCheckServiceDoc } from '../../api/public';
import { ListSkeleton } from '../../kit/list';
import { PageHeader } from '../../shell/page-header';
import { ErrorAlert } from '../../cabinet/ui';
import { ToneBadge } from '../../kit/status-badge';

export function Component() {
  const { t } = useTranslation('public');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [other, setOther] = useState('');
  const { data, isLoading, isError } = useCheckServiceDoc(id);
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
          <Table withTableBorder verticalSpacing="sm">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" w="40%">
                  {t('check.holder')}
                </Table.Th>
                <Table.Td data-testid="check-holder">{data.holderName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('check.issuer')}</Table.Th>
                <Table.Td>{data.issuer}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('check.issuedOn')}</Table.Th>
                <Table.Td>{formatDate(data.issuedOn)}</Table.Td>
              </Table.Tr>
              {data.validUntil && (
                <Table.Tr>
                  <Table.Th scope="row">{t('check.validUntil')}</Table.Th>
                  <Table.Td>{formatDate(data.validUntil)}</Table.Td>
                </Table.Tr>
              )}
              {data.facts
                .filter((f) => f.key !== 'holder')
                .map((f) => (
                  <Table.Tr key={f.key}>
                    <Table.Th scope="row">{t(`check.fact.${f.key}`, { defaultValue: f.key })}</Table.Th>
                    <Table.Td>{f.format === 'date' ? formatDate(f.value) : f.value}</Table.Td>
                  </Table.Tr>
                ))}
              {data.status === 'REVOKED' && (
                <Table.Tr>
                  <Table.Th scope="row">{t('check.revokedOn')}</Table.Th>
                  <Table.Td>
                    {formatDate(data.revokedAt)} {data.revokedReason ?? ''}
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
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
