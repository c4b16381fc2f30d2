/**
 * The expertise requests of an order, on the order's page, for its lawyer (expertise/by-order), with
 * "Ask for an expertise" while the order may have one (`can.askExpertise`). Loads the expertise texts itself:
 * the order's page belongs to another section.
 */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { OrderDto } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { IconMicroscope } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { useCurrentAccount } from '../api/identity';
import { ItemActions, TitledSection } from '../kit/detail-layout';
import { StatusBadge } from '../kit/status-badge';
import { QUIET_ITEM } from '../kit/route-params';
import { loadExpertiseMessages } from './load-messages';
import { EXPERTISE_LINKS } from './links';

function useExpertiseTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadExpertiseMessages().then(() => setReady(true));
  }, []);
  return ready;
}

export function OrderExpertises({ order }: { order: OrderDto }) {
  const ready = useExpertiseTexts();
  const { t } = useTranslation('expertise');
  const asked = order.can.askExpertise;
  const asks = useCurrentAccount().data?.permissions.includes('expertise.request') ?? false;
  const list = api.expertise.expertiseByOrder.useQuery(
    { query: { orderId: order.id } },
    { ...QUIET_ITEM, enabled: asks },
  );
  const items = list.data?.list ?? [];
  if (!ready || (!asked && items.length === 0)) return null;
  return (
    <TitledSection title={t('screen.orderSection')} testId="order-expertises">
      <Stack gap="xs">
        {items.length === 0 && <Text c="dimmed">{t('screen.noneOnOrder')}</Text>}
        {items.map((e) => (
          <Group key={e.id} gap="sm" data-testid="order-expertise" data-expertise-id={e.id}>
            <Anchor component={Link} to={EXPERTISE_LINKS.view(e.id)}>
              {t('screen.titleShort', { id: e.id })}
            </Anchor>
            <Text size="sm">{e.researchType.name}</Text>
            <StatusBadge status={e.status} kind="expertise" />
            {e.deadline && <Text size="sm">{t('screen.deadlineOn', { day: formatDate(e.deadline) })}</Text>}
          </Group>
        ))}
        <ItemActions
          actions={[
            {
              when: asked,
              label: t('screen.ask'),
              icon: IconMicroscope,
              variant: 'light',
              to: EXPERTISE_LINKS.form(order.id),
              testId: 'order-ask-expertise',
            },
          ]}
        />
      </Stack>
    </TitledSection>
  );
}
