/**
 * The bar candidate's section of /profile/aplication (profile/application-sections.tsx): the latest
 * filing's status and interview, and the way to the candidate's page (application/form).
 */
import { Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { QueryState } from '../kit/list';
import { StatusBadge } from '../kit/status-badge';
import { LinkButton } from '../kit/link-button';

export function CandidateSection() {
  const { t } = useTranslation('candidates');
  const own = api.candidates.ownCandidate.useQuery();
  const latest = own.data?.list[0];
  return (
    <QueryState query={own}>
      <Stack gap="sm" data-testid="profile-candidate">
        {latest ? (
          <Group gap="sm">
            <StatusBadge status={latest.status} />
            {latest.interviewAt && (
              <Text size="sm">
                {t('screen.interviewAt')}: {formatDateTime(new Date(latest.interviewAt))}
              </Text>
            )}
          </Group>
        ) : (
          <Text size="sm">{t('screen.formLead')}</Text>
        )}
        <LinkButton
          to="/lawyer-profile/application/form"
          icon={IconArrowRight}
          iconAfter
          mih={44}
          w="fit-content"
          variant="light"
          testId="profile-candidate-open"
        >
          {t('screen.formTitle')}
        </LinkButton>
      </Stack>
    </QueryState>
  );
}
