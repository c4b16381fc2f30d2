/**
 * /lawyer-profile/applicant: the signed-in person's standing toward the bar (currentLawyerCandidate): a
 * lawyer already (certificate, structure), the director of a structure, or someone who may apply; and the
 * person's latest filing to the bar, if any: its status, interview, internship and history.
 */
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { CurrentLawyerCandidate } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconCertificate, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../cabinet/titled-card';
import { Link } from 'react-router';
import { useCurrentAccount, useCurrentLawyerCandidate } from '../api/identity';
import { FieldList } from '../kit/field-list';
import { StatusHistory } from '../kit/detail-layout';
import { QueryPage } from '../kit/list';
import { useDisplayName } from '../i18n/display-name';
import { LinkButton } from '../kit/link-button';

/** The person's latest filing to the bar: where it stands and what happened to it. */
function Filing({ filing }: { filing: NonNullable<CurrentLawyerCandidate['filing']> }) {
  const { t } = useTranslation('cabinet');
  return (
    <TitledCard title={t('applicant.filing')} status={filing.status} testId="applicant-filing">
      <Stack gap="md">
        <FieldList
          fields={[
            { label: t('applicant.filedOn'), value: formatDate(filing.createdAt) },
            { label: t('applicant.region'), value: filing.regionName },
            {
              label: t('applicant.interviewAt'),
              value: filing.interviewAt ? formatDateTime(filing.interviewAt) : t('applicant.noInterview'),
            },
            ...(filing.interviewPlace
              ? [{ label: t('applicant.interviewPlace'), value: filing.interviewPlace }]
              : []),
          ]}
        />
        {filing.internshipId !== null && (
          <Anchor
            component={Link}
            to={`/lawyer-profile/application/my-intern/${filing.internshipId}`}
            data-testid="applicant-internship"
          >
            {t('applicant.internship')}
          </Anchor>
        )}
        <StatusHistory history={filing.history} />
      </Stack>
    </TitledCard>
  );
}

export function ApplicantPage() {
  const displayName = useDisplayName();
  const { t } = useTranslation('cabinet');
  const candidate = useCurrentLawyerCandidate();
  const account = useCurrentAccount();
  const mayUseForm = account.data?.permissions.includes('application.form') ?? false;
  return (
    <QueryPage title={t('applicant.title')} query={candidate}>
      {(c) => (
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
                  <LinkButton to="/lawyer-profile/application/form" icon={IconSchool}>
                    {t('applicant.apply')}
                  </LinkButton>
                )}
              </Stack>
            )}
          </TitledCard>
          {c.filing && <Filing filing={c.filing} />}
        </Stack>
      )}
    </QueryPage>
  );
}
