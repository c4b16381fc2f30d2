/** /lawyer-profile/letters-and-documents-incoming: every letter that came to the caller. */
import { useTranslation } from 'react-i18next';
import { LetterList } from '../../letters/letter-list';

export function Component() {
  const { t } = useTranslation('letters');
  return <LetterList title={t('screen.incomingTitle')} box="incoming" />;
}
