/**
 * /profile/yumom: the signed-in person's legal education (docs/domain.md "/profile/yumom"). A lawyer sees
 * each year's confirmed and waiting training hours against the required ones and their certificates with
 * the chamber's decision, and goes to the cabinet to add one; a chamber sees how many certificates of its
 * scope wait for its decision; anyone else reads the rule and where to find a lawyer.
 */
import { Alert, Anchor, Button, Card, Text, Title } from '@mantine/core';
import type { TrainingCertificateItem } from '@portal/contracts';
import { formatDate, TRAINING_HOURS_REQUIRED_PER_YEAR } from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentAccount, useProfileInfo } from '../api/identity';
import { api } from '../api/api';
import { namespacesLoader } from '../i18n/i18n';
import { type ListColumn, QueryState } from '../kit/list';
import { TrainingState } from './training-state';
import { CertificatesWithHours } from './certificates-with-hours';
import { PageHeader } from '../shell/page-header';

export const loader = namespacesLoader(['lawyer-record']);

function LawyerEducation() {
  const { t } = useTranslation('lawyer-record');
  const columns: ListColumn<TrainingCertificateItem>[] = [
    { key: 'courseName', title: t('training.courseName'), value: (c) => c.courseName },
    { key: 'organizer', title: t('training.organizer'), value: (c) => c.organizer },
    { key: 'endDate', title: t('training.endDate'), value: (c) => formatDate(c.endDate) },
    { key: 'hours', title: t('training.hours'), value: (c) => String(c.hours) },
    {
      key: 'state',
      title: t('training.state'),
      csv: false,
      render: (c) => <TrainingState certificate={c} />,
    },
  ];
  return (
    <CertificatesWithHours
      columns={columns}
      testId="yumom"
      noYears={<Text data-testid="yumom-no-years">{t('yumom.noYears')}</Text>}
    >
      <div>
        <Button component={Link} to="/lawyer-profile/yumom-certificate" data-testid="yumom-add">
          {t('yumom.add')}
        </Button>
      </div>
    </CertificatesWithHours>
  );
}

function ChamberEducation() {
  const { t } = useTranslation('lawyer-record');
  const waiting = api.trainingCertificates.trainingCertificateList.useQuery(
    {
      query: { unconfirmedOnly: 'true' },
    },
    { keep: true },
  );
  return (
    <QueryState query={waiting}>
      <Card withBorder radius="md" padding="lg">
        <Text data-testid="yumom-waiting">{t('yumom.waiting', { count: waiting.data?.total ?? 0 })}</Text>
        <Button mt="md" component={Link} to="/lawyer-profile/lawyer-requests/training-certificates">
          {t('yumom.review')}
        </Button>
      </Card>
    </QueryState>
  );
}

export function YumomPage() {
  const { t } = useTranslation('lawyer-record');
  const profile = useProfileInfo();
  const account = useCurrentAccount().data;
  const chamber = account?.permissions.includes('request.review') ?? false;
  return (
    <>
      <PageHeader
        title={t('yumom.title')}
        lead={t('yumom.lead', { hours: TRAINING_HOURS_REQUIRED_PER_YEAR })}
      />
      <QueryState query={profile}>
        {profile.data &&
          (profile.data.lawyer ? (
            <LawyerEducation />
          ) : chamber ? (
            <ChamberEducation />
          ) : (
            <Alert icon={<IconInfoCircle aria-hidden="true" />} data-testid="yumom-rule">
              <Title order={2} size="h4" mb="xs">
                {t('yumom.ruleTitle')}
              </Title>
              <Text>{t('yumom.rule', { hours: TRAINING_HOURS_REQUIRED_PER_YEAR })}</Text>
              <Anchor component={Link} to="/lawyer" mt="xs" display="inline-block">
                {t('yumom.directory')}
              </Anchor>
            </Alert>
          ))}
      </QueryState>
    </>
  );
}
