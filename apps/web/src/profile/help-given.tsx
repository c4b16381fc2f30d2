/**
 * /profile/order for a citizen: the legal help given to them, i.e. their appeals a lawyer took
 * (ACCEPTED, COMPLETED: `taken=true`), with the lawyer and the status; the result is on the appeal's
 * page. Whoever holds `order.view` (lawyers, directors, ADMIN) has real orders (advocate's warrants):
 * the cabinet's order list. Anyone else: no access. Rule: docs/domain.md, "The citizen's /profile".
 */
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { api } from '../api/api';
import { useCurrentAccount } from '../api/identity';
import { APPEAL_PAGE_SIZE, AppealList } from '../appeals/appeal-list';
import { NoAccess } from '../cabinet/no-access';
import { useRegister } from '../kit/list';
import { CABINET_ORDERS_LINKS } from '../orders/orders-links';
import { PageHeader } from '../shell/page-header';

function TakenAppeals() {
  const { t } = useTranslation('cabinet');
  const appeals = useRegister(api.appeals.own, () => ({ taken: 'true' }), { limit: APPEAL_PAGE_SIZE });
  return (
    <>
      <PageHeader title={t('profileArea.order')} lead={t('profilePage.orderLead')} />
      <AppealList
        {...appeals}
        label={t('profileArea.order')}
        empty={{
          text: t('emptyList.takenAppeals'),
        }}
      />
    </>
  );
}

export function ProfileOrders() {
  const account = useCurrentAccount();
  const held = account.data?.permissions ?? [];
  if (held.includes('order.view')) return <Navigate to={CABINET_ORDERS_LINKS.list} replace />;
  if (held.includes('appeal.createOwn')) return <TakenAppeals />;
  return <NoAccess />;
}
