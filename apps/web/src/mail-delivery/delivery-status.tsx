/**
 * `RequestDeliveryStatus`: how the result of a lawyer's request reaches them, for the request's
 * page: self-pickup, or by mail with the address, the post's tracking number, the status the post reports
 * (registered, in transit, delivered, not delivered) and, when it could not be delivered, the post's reason;
 * "Check with the post now" while the parcel is due or on its way. Texts: `lawyer-record:delivery.*`
 * (the page's loader loads the namespace).
 */
import { Alert, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useErrorColor } from '../kit/ui';
import { FieldSection } from '../kit/detail-layout';
import { StatusBadge } from '../kit/status-badge';
import { ActionButton } from '../kit/action-button';

export function RequestDeliveryStatus({ requestId }: { requestId: number }) {
  const { t } = useTranslation('lawyer-record');
  const errorColor = useErrorColor();
  const query = api.mailDelivery.requestDelivery.useQuery(
    { params: { id: requestId } },
    { dontShowError: true },
  );
  const refresh = api.mailDelivery.requestDeliveryRefresh.useMutation();
  const d = query.data;
  if (!d) return null;
  const mail = d.delivery === 'MAIL';
  return (
    <div data-testid="delivery" data-status={d.status ?? 'NONE'}>
      <FieldSection
        title={t('delivery.title')}
        fields={[
          {
            label: t('delivery.methodLabel'),
            value: t(`delivery.method.${d.delivery}`),
            testId: 'delivery-method',
          },
          mail && {
            label: t('delivery.address'),
            value: `${d.postalIndex ?? ''} ${d.deliveryAddress ?? ''}`.trim(),
          },
          !!d.trackingNumber && {
            label: t('delivery.tracking'),
            value: d.trackingNumber,
            testId: 'delivery-tracking',
          },
          mail && {
            label: t('delivery.status'),
            value: d.status ? (
              <StatusBadge status={d.status} kind="mailDelivery" testId="delivery-status" />
            ) : (
              <Text size="sm">{t('delivery.notYet')}</Text>
            ),
          },
        ]}
      >
        {d.status === 'FAILED' && d.failureReason && (
          <Alert color={errorColor} variant="outline" mt="sm" data-testid="delivery-failure">
            {t('delivery.failedBecause', { reason: t(`delivery.reason.${d.failureReason}`) })}
          </Alert>
        )}
        {d.can.refresh && (
          <ActionButton
            mt="sm"
            variant="light"
            icon={IconRefresh}
            loading={refresh.isPending}
            onClick={() => refresh.mutate({ id: requestId })}
            testId="delivery-refresh"
          >
            {t('delivery.checkNow')}
          </ActionButton>
        )}
      </FieldSection>
    </div>
  );
}
