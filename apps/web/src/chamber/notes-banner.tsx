/**
 * The banner of the cabinet while a lawyer has chamber notes to read and confirm (notesList `unconfirmed`):
 * how many, and the link to them. Not shown to the chambers (they publish notes) nor on the notes page.
 */
import { Alert, Anchor } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { api } from '../api/api';

export const NOTES_PATH = '/lawyer-profile/document-chamber/notes';

export function NotesBanner({ permissions, lawyer }: { permissions: readonly string[]; lawyer: boolean }) {
  const { t } = useTranslation('cabinet');
  const { pathname } = useLocation();
  const reader =
    lawyer && permissions.includes('chamberDocument.view') && !permissions.includes('note.manage');
  const notes = api.notes.notesList.useQuery(
    { query: { unconfirmedOnly: 'true', page: 0, limit: 1 } },
    { enabled: reader },
  );
  const count = notes.data?.unconfirmed ?? 0;
  if (!reader || count === 0 || pathname.startsWith(NOTES_PATH)) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconBell size={18} aria-hidden="true" />}
      data-testid="notes-banner"
      role="status"
    >
      {t('notesBanner.text', { count })}{' '}
      <Anchor
        component={Link}
        to={`${NOTES_PATH}?unconfirmedOnly=true`}
        fw={600}
        data-testid="notes-banner-open"
      >
        {t('notesBanner.open')}
      </Anchor>
    </Alert>
  );
}
