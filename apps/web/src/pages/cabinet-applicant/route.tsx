/**
 * /lawyer-profile/applicant: the signed-in person's standing toward the bar (currentLawyerCandidate): a
 * lawyer already (certificate, structure), the director of a structure, or someone who may apply.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { formatDate } from '@portal/domain';
import { IconCertificate, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../cabinet/titled-card';
import { Link } from 'react-router';
import { useCurrentAccount, useCurrentLawyerCandidate } from '../../api/identity';
import { FieldList } from '../../cabinet/field-list';
import { QueryState } from '../../kit/list';
import { PageHeader } from '../../shell/page-header';
import { useDisplayName } from '../../i18n/display-name';

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('cabinet');
  const candidate = useCurrentLawyerCandidate();
  const account = useCurrentAccount();
  const mayUseForm = account.data?.permissions.includes('application.form') ?? false;
  const c = candidate.data;
  return (
    <>
      <PageHeader title={t('applicant.title')} />
      <QueryState query={candidate}>
        {c && (
          <Stack gap="lg" data-testid="applicant">
            <TitledCard title={displayName(c.fullName)}>
              {c.lawyer ? (
                <Stack gap="md">
                  <Alert
                    color="green"
                    icon={<IconCertificate aria-hidden="true" />}
                    data-testid="applicant-is-lawyer"
                  >
                    {t('applicant.isLawyer')}
                  </Alert>
                  <FieldList
                    fields={[
                      { label: t('fields.certificate'), value: c.lawyer.certificateNumber },
                      { label: t('fields.certificateDate'), value: formatDate(c.lawyer.certificateDate) },
                      {
                        label: t('fields.structure'),
                        value: displayName(c.lawyer.contragent?.name) ?? t('profileInfo.noStructure'),
                      },
                    ]}
                  />
                </Stack>
              ) : (
                <Stack gap="md" align="flex-start" data-testid="applicant-may-apply">
                  <Text>{t('applicant.mayApply')}</Text>
                  {c.directs && <Text>{t('applicant.directs', { name: c.directs.name })}</Text>}
                  {mayUseForm && (
                    <Button
                      component={Link}
                      to="/lawyer-profile/application/form"
                      leftSection={<IconSchool size={18} aria-hidden="true" />}
                    >
                      {t('applicant.apply')}
                    </Button>
                  )}
                </Stack>
              )}
            </TitledCard>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
