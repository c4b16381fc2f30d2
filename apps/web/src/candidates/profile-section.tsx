/**
 * The bar candidate's section of /profile/aplication (profile/application-sections.tsx): the latest
 * filing's status and interview, and the way to the candidate's page (application/form).
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnCandidate } from '../api/candidates';
import { QueryState } from '../kit/list';
import { StatusBadge } from '../kit/status-badge';

export function CandidateSection() {
  const { t } = useTranslation('candidates');
  const own = useOwnCandidate();
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
        <Button
          component={Link}
          to="/lawyer-profile/application/form"
          mih={44}
          w="fit-content"
          variant="light"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          data-testid="profile-candidate-open"
        >
          {t('screen.formTitle')}
        </Button>
      </Stack>
    </QueryState>
  );
}
