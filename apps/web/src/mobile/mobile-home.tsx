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
import { ListEmpty, QueryState } from '../kit/list';
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

/**
 * One section of the home: its id (test ids `phone-home-<id>`), its title, the whole list it shortens and
 * the empty state (keys of `appeals`), the hook that asks for its first items, and how an item shows.
 */
interface SectionSpec<T> {
  id: string;
  title: string;
  more: string;
  empty: string;
  useItems: () => ShortQuery<T>;
  render: (item: T) => ReactNode;
  /** A button between the title and the list. */
  action?: ReactNode;
}

/** A section as written, its item type taken from its hook. */
const section = <T extends { id: number }>(spec: SectionSpec<T>) => spec;

function Section<T extends { id: number }>({
  id,
  title,
  more,
  empty,
  useItems,
  render,
  action,
}: SectionSpec<T>) {
  const { t } = useTranslation('appeals');
  const query = useItems();
  const list = query.data?.list ?? [];
  return (
    <section aria-labelledby={`phone-${id}`} data-testid={`phone-home-${id}`}>
      <Group justify="space-between" align="center" mb="xs" wrap="nowrap">
        <Title order={2} size="h3" id={`phone-${id}`}>
          {t(title)}
        </Title>
        <Anchor
          component={Link}
          to={more}
          style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          data-testid={`phone-home-${id}-more`}
        >
          {t('phone.all')}
        </Anchor>
      </Group>
      {action}
      <QueryState query={query}>
        {list.length === 0 ? (
          <ListEmpty first={{ text: t(empty) }} />
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

function NewAppealButton() {
  const { t } = useTranslation('appeals');
  return (
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
  );
}

const OWN_APPEALS = section({
  id: 'appeals',
  title: 'list.ownTitle',
  more: '/mobile/appeals',
  empty: 'list.ownEmpty',
  useItems: () => api.appeals.own.useQuery({ query: first }),
  render: (a) => <AppealCard appeal={a} showAuthor={false} />,
  action: <NewAppealButton />,
});

const INBOX = section({
  id: 'inbox',
  title: 'list.inboxTitle',
  more: '/mobile/appeals/inbox',
  empty: 'emptyList.inbox',
  useItems: () => api.appeals.inbox.useQuery({ query: first }),
  render: (a) => <AppealCard appeal={a} showAuthor />,
});

const ORDERS = section({
  id: 'orders',
  title: 'phone.orders',
  more: MOBILE_ORDERS_LINKS.list,
  empty: 'emptyList.phoneOrders',
  useItems: () => api.orders.ownOrder.useList(first),
  render: (o) => <OrderCard order={o} showLawyer={false} />,
});

/** A citizen's "orders": the appeals a lawyer took (docs/domain.md, "The citizen's /profile"). */
const TAKEN_APPEALS = section({
  id: 'orders',
  title: 'phone.orders',
  more: '/profile/order',
  empty: 'emptyList.phoneTaken',
  useItems: () => api.appeals.own.useQuery({ query: { ...first, taken: 'true' } }),
  render: (a) => <AppealCard appeal={a} showAuthor={false} />,
});

const NEWS = section({
  id: 'news',
  title: 'phone.news',
  more: '/mobile/news',
  empty: 'emptyList.phoneNews',
  useItems: () => api.content.listNews.useQuery({ query: first }),
  render: (n) => <NewsCard item={n} phone />,
});

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
          {may('appeal.createOwn') && <Section {...OWN_APPEALS} />}
          {may('appeal.respond') && <Section {...INBOX} />}
          {may('order.view') ? (
            <Section {...ORDERS} />
          ) : (
            may('appeal.createOwn') && <Section {...TAKEN_APPEALS} />
          )}
          <Section {...NEWS} />
        </Stack>
      </OrdersLinksProvider>
    </AppealLinksProvider>
  );
}
