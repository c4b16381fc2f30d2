/**
 * /lawyer-profile/letters: what waits (letters to receive, answers, the exchange's receipts, overdue
 * letters), links to the boxes, the new answers and receipts, and the form of a new letter.
 */
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { TitledSection } from '../kit/detail-layout';
import { ListEmpty, QueryState } from '../kit/list';
import { PageHeader } from '../shell/page-header';
import { letterPath } from './letter-links';
import { NewLetterForm } from './new-letter-form';

const P = '/lawyer-profile';

export function LettersHome() {
  const { t } = useTranslation('letters');
  const counts = api.letters.letterNotification.useQuery();
  const responses = api.letters.letterResponseNewList.useQuery();
  const receipts = api.letters.mailReceiptNewList.useQuery();
  const seen = api.letters.mailReceiptSeen.useMutation();
  const tiles = [
    { key: 'incoming', to: `${P}/letters-and-documents-incoming` },
    { key: 'responses', to: `${P}/letters-and-documents/incoming` },
    { key: 'receipts', to: `${P}/letters-and-documents/outgoing` },
    { key: 'overdue', to: `${P}/letters-and-documents-incoming` },
  ] as const;
  return (
    <Stack>
      <PageHeader title={t('screen.title')} />
      <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="letter-counts">
        {tiles.map((tile) => (
          <Card
            key={tile.key}
            withBorder
            component={Link}
            to={tile.to}
            data-testid={`letter-count-${tile.key}`}
          >
            <Text size="xl" fw={700}>
              {counts.data?.[tile.key] ?? '…'}
            </Text>
            <Text>{t(`count.${tile.key}`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group gap="md" wrap="wrap">
        {(['incoming', 'outgoing', 'drafts'] as const).map((box) => (
          <Anchor key={box} component={Link} to={`${P}/letters-and-documents/${box}`}>
            {t(`box.${box}`)}
          </Anchor>
        ))}
        <Anchor component={Link} to={`${P}/letters-and-documents-contragent-or-lawyer`}>
          {t('screen.correspondence')}
        </Anchor>
      </Group>
      <NewLetterForm />
      <TitledSection title={t('screen.newResponses')}>
        <QueryState query={responses}>
          <Stack gap="xs" data-testid="new-responses">
            {responses.data?.list.length === 0 && <ListEmpty first={{ text: t('emptyList.responses') }} />}
            {responses.data?.list.map((l) => (
              <Anchor key={l.id} component={Link} to={letterPath(l.id)} data-testid="new-response">
                {l.registrationNumber} — {l.sender.name}: {l.subject}
              </Anchor>
            ))}
          </Stack>
        </QueryState>
      </TitledSection>
      <TitledSection title={t('screen.newReceipts')}>
        <QueryState query={receipts}>
          <Stack gap="xs" data-testid="new-receipts">
            {receipts.data?.list.length === 0 && <ListEmpty first={{ text: t('emptyList.receipts') }} />}
            {receipts.data?.list.map((r) => (
              <Group key={r.id} gap="sm" data-testid="new-receipt">
                <Anchor component={Link} to={letterPath(r.letterId)}>
                  {r.registrationNumber}
                </Anchor>
                <Text size="sm">
                  {r.receivedBy}, {r.incomingNumber}, {formatDateTime(r.receivedAt)}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconCheck size={14} aria-hidden="true" />}
                  onClick={() => seen.mutate({ id: r.id })}
                >
                  {t('screen.seen')}
                </Button>
              </Group>
            ))}
          </Stack>
        </QueryState>
      </TitledSection>
    </Stack>
  );
}
