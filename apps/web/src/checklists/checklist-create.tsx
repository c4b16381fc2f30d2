/**
 * notifications/checklist/create/{requestId}: the lawyer writes the checklist of completed work of a
 * request they accepted. The form starts from what is known (getInfo/dtoByOrderIdForCheck: the kind of
 * legal aid, the language, the attendance date, the lawyer's license type); a request that already has
 * a checklist opens it instead, and one that cannot have one says so.
 */
import { Alert, Anchor, Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { api } from '../api/api';
import { QueryState } from '../kit/list';
import { checklistPath, lawyerRequestPath } from '../investigator-requests/request-links';
import { PageHeader } from '../shell/page-header';
import { ChecklistForm, checklistInitial } from './checklist-form';

export function ChecklistCreate({ requestId }: { requestId: number }) {
  const { t } = useTranslation('legal-aid-screens');
  const navigate = useNavigate();
  const existing = api.checklists.checklistGetByOrgRequestId.useQuery({ params: { id: requestId } });
  const request = api.orgRequests.orgRequestDtoById.useQuery({ params: { id: requestId } });
  const orderId = request.data?.order?.id ?? null;
  const fromOrder = api.orders.dtoByOrderIdForCheck.useQuery(
    { params: { id: orderId ?? 0 } },
    { enabled: orderId !== null },
  );
  const ready = request.data && (orderId === null || fromOrder.data || fromOrder.isError);
  const known = fromOrder.data;
  return (
    <>
      <PageHeader title={t('checklist.createTitle')} lead={t('checklist.createLead')} />
      <QueryState query={existing}>
        {existing.data?.checklist ? (
          <Navigate to={checklistPath(existing.data.checklist.id)} replace />
        ) : existing.data && !existing.data.can.create ? (
          <Alert color="gray" variant="light" data-testid="checklist-cannot-create">
            {t('checklist.cannotCreate')}{' '}
            <Anchor component={Link} to={lawyerRequestPath(requestId)}>
              {t('checklist.toRequest')}
            </Anchor>
          </Alert>
        ) : (
          <QueryState query={request}>
            {ready && (
              <Card withBorder padding="lg">
                <Stack gap="md">
                  <ChecklistForm
                    mode={{ create: requestId }}
                    initial={checklistInitial({
                      licenseTypeId: known?.licenseType?.id,
                      legalAidId: known?.legalAid?.id ?? request.data!.legalAid.id,
                      languageId: known?.language?.id ?? request.data!.language.id,
                      attendanceDate: known?.attendanceDate,
                    })}
                    onSaved={(checklist) => void navigate(checklistPath(checklist.id), { replace: true })}
                  />
                </Stack>
              </Card>
            )}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}
