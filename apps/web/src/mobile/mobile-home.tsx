/**
 * /mobile: the phone's home at 390×844. A visitor sees the latest news and the sign-in; a signed-in
 * person sees, each as a short list with a link to the whole one: their appeals (appeal.createOwn), the
 * appeals sent to their regions (appeal.respond), their orders (order.view: the advocate's warrants;
 * a citizen: the appeals a lawyer took, as on /profile/order), and the news. The lists are the desktop
 * screens' hooks and cards (appeals/, orders/, public/news-list.tsx), never copies.
 */
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Permission } from '@portal/domain';
import { IconLogin, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { api } from '../api/api';
import { AppealCard } from '../appeals/appeal-list';
import { AppealLinksProvider, MOBILE_APPEAL_LINKS } from '../appeals/appeal-links';
import { type EmptyState, ListEmpty, QueryState } from '../kit/list';
import { OrderCard } from '../orders/order-list';
import { MOBILE_ORDERS_LINKS, OrdersLinksProvider } from '../orders/orders-links';
import { NewsCard } from '../public/news-list';
import { PageHeader } from '../shell/page-header';
import { LinkButton } from '../kit/link-button';

/** How many items each section of the home shows. */
const SHORT = 3;
const first = { page: 0, limit: SHORT };

interface ShortQuery<T> {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  data?: { list: T[] } | undefined;
}

function Section<T extends { id: number }>({
  id,
  title,
  more,
  query,
  render,
  action,
  empty,
}: {
  id: string;
  title: string;
  /** The whole list. */
  more: { to: string; label: string };
  query: ShortQuery<T>;
  render: (item: T) => ReactNode;
  action?: ReactNode;
  /** What the section holds once there is something. */
  empty: EmptyState;
}) {
  const list = query.data?.list ?? [];
  return (
    <section aria-labelledby={`phone-${id}`} data-testid={`phone-home-${id}`}>
      <Group justify="space-between" align="center" mb="xs" wrap="nowrap">
        <Title order={2} size="h3" id={`phone-${id}`}>
          {title}
        </Title>
        <Anchor
          component={Link}
          to={more.to}
          style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          data-testid={`phone-home-${id}-more`}
        >
          {more.label}
        </Anchor>
      </Group>
      {action}
      <QueryState query={query}>
        {list.length === 0 ? (
          <ListEmpty first={empty} />
        ) : (
          <Stack gap="xs">
            {list.map((item) => (
              <div key={item.id}>{render(item)}</div>
            ))}
          </Stack>
        )}
      </QueryState>
    </section>
  );
}

function OwnAppealsSection() {
  const { t } = useTranslation('appeals');
  return (
    <Section
      id="appeals"
      title={t('list.ownTitle')}
      more={{ to: '/mobile/appeals', label: t('phone.all') }}
      query={api.appeals.own.useQuery({ query: first })}
      render={(a) => <AppealCard appeal={a} showAuthor={false} />}
      empty={{ text: t('list.ownEmpty') }}
      action={
        <LinkButton
          to={MOBILE_APPEAL_LINKS.create('pro-bono')}
          icon={IconPlus}
          variant="light"
          fullWidth
          mih={44}
          mb="xs"
          testId="phone-home-appeal-create"
        >
          {t('phone.newAppeal')}
        </LinkButton>
      }
    />
  );
}

function InboxSection() {
  const { t } = useTranslation('appeals');
  return (
    <Section
      id="inbox"
      title={t('list.inboxTitle')}
      more={{ to: '/mobile/appeals/inbox', label: t('phone.all') }}
      query={api.appeals.inbox.useQuery({ query: first })}
      render={(a) => <AppealCard appeal={a} showAuthor />}
      empty={{ text: t('emptyList.inbox') }}
    />
  );
}

function OrdersSection() {
  const { t } = useTranslation('appeals');
  return (
    <Section
      id="orders"
      title={t('phone.orders')}
      more={{ to: MOBILE_ORDERS_LINKS.list, label: t('phone.all') }}
      query={api.orders.ownOrder.useList(first)}
      render={(o) => <OrderCard order={o} showLawyer={false} />}
      empty={{ text: t('emptyList.phoneOrders') }}
    />
  );
}

/** A citizen's "orders": the appeals a lawyer took (docs/domain.md, "The citizen's /profile"). */
function TakenAppealsSection() {
  const { t } = useTranslation('appeals');
  return (
    <Section
      id="orders"
      title={t('phone.orders')}
      more={{ to: '/profile/order', label: t('phone.all') }}
      query={api.appeals.own.useQuery({ query: { ...first, taken: 'true' } })}
      render={(a) => <AppealCard appeal={a} showAuthor={false} />}
      empty={{ text: t('emptyList.phoneTaken') }}
    />
  );
}

function NewsSection() {
  const { t } = useTranslation('appeals');
  return (
    <Section
      id="news"
      title={t('phone.news')}
      more={{ to: '/mobile/news', label: t('phone.all') }}
      query={api.content.listNews.useQuery({ query: first })}
      render={(n) => <NewsCard item={n} phone />}
      empty={{ text: t('emptyList.phoneNews') }}
    />
  );
}

export function MobileHome() {
  const { t } = useTranslation('appeals');
  const account = useCurrentAccount();
  const permissions: readonly string[] | null = account.data?.permissions ?? null;
  const may = (p: Permission) => permissions?.includes(p) ?? false;
  return (
    <AppealLinksProvider value={MOBILE_APPEAL_LINKS}>
      <OrdersLinksProvider value={MOBILE_ORDERS_LINKS}>
        <PageHeader title={t('phone.homeTitle')} />
        <Stack gap="xl">
          {permissions === null && (
            <Card withBorder padding="md" data-testid="phone-home-visitor">
              <Text mb="sm">{t('phone.visitor')}</Text>
              <LinkButton to="/one-id" icon={IconLogin} fullWidth mih={44}>
                {t('phone.signIn')}
              </LinkButton>
            </Card>
          )}
          {may('appeal.createOwn') && <OwnAppealsSection />}
          {may('appeal.respond') && <InboxSection />}
          {may('order.view') ? <OrdersSection /> : may('appeal.createOwn') && <TakenAppealsSection />}
          <NewsSection />
        </Stack>
      </OrdersLinksProvider>
    </AppealLinksProvider>
  );
}
