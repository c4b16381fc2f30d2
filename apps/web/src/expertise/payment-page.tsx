/**
 * The page the lawyer pays an expertise invoice on (spec section 2 /expertise/payment/{transactionId}: the
 * invoice of request `id`): the request's invoice with its lines, payee, amount and last day (or that none is
 * issued yet), and "Pay" while it awaits payment, which sends the browser to the payment provider's checkout
 * (expertise/payment); the provider returns to the request's page.
 */
import { Alert, Card, Stack, Text } from '@mantine/core';
import { expertiseCalls, type ExpertiseInvoice } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { IconArrowLeft, IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { callApi } from '../api/call-fetch';
import { ItemActions } from '../kit/detail-layout';
import { InvoiceSection, useSum } from './expertise-view';
import { ListTable, QueryPage } from '../kit/list';
import { EXPERTISE_LINKS } from './links';
import { QUIET_ITEM } from '../kit/route-params';

/** Sends the browser to the provider's checkout of the invoice of request `id`. */
async function goToExpertiseCheckout(id: number): Promise<void> {
  const { checkoutUrl } = await callApi(expertiseCalls.expertisePayment, { body: { id } });
  window.location.assign(checkoutUrl);
}

export function ExpertisePayment({ id }: { id: number }) {
  const { t } = useTranslation('expertise');
  const request = api.expertise.expertiseById.useQuery({ params: { id } }, QUIET_ITEM);
  const [paying, setPaying] = useState(false);
  const sum = useSum();
  return (
    <QueryPage query={request} title={t('screen.paymentTitle', { id })}>
      {({ invoice: i, can }) => (
        <Stack
          gap="lg"
          data-testid="expertise-payment"
          data-payment-status={i?.paymentStatus ?? 'NOT_ISSUED'}
        >
          <Card withBorder padding="md">
            <Stack gap="sm">
              {i && can.pay ? (
                <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
                  {t('screen.paymentDue', { amount: sum(i.amountTiyin), due: formatDate(i.dueOn) })}
                </Alert>
              ) : (
                <Text data-testid="expertise-payment-state">
                  {t(`paymentStatus.${i?.paymentStatus ?? 'NOT_ISSUED'}`)}
                </Text>
              )}
              <ItemActions
                actions={[
                  {
                    when: i && can.pay,
                    label: t('screen.payAmount', { amount: sum(i?.amountTiyin ?? 0) }),
                    icon: IconCreditCard,
                    loading: paying,
                    onClick: () => {
                      setPaying(true);
                      goToExpertiseCheckout(id).catch(() => setPaying(false));
                    },
                    testId: 'expertise-payment-pay',
                  },
                  {
                    label: t('screen.backToRequest'),
                    icon: IconArrowLeft,
                    variant: 'light',
                    to: EXPERTISE_LINKS.view(id),
                    testId: 'expertise-payment-back',
                  },
                ]}
              />
            </Stack>
          </Card>
          {i && <InvoiceDetails invoice={i} />}
        </Stack>
      )}
    </QueryPage>
  );
}

/** The invoice's fields and its lines. */
function InvoiceDetails({ invoice }: { invoice: ExpertiseInvoice }) {
  const { t } = useTranslation('expertise');
  const sum = useSum();
  return (
    <InvoiceSection invoice={invoice}>
      <ListTable
        empty={{ text: t('emptyList.invoiceLines') }}
        records={invoice.lines.map((line, index) => ({ ...line, id: index }))}
        columns={[
          { key: 'action', title: t('screen.action'), value: (l) => l.action },
          { key: 'price', title: t('screen.price'), value: (l) => sum(l.priceTiyin) },
        ]}
        label={t('screen.invoiceLines')}
        sortable={false}
      />
    </InvoiceSection>
  );
}
