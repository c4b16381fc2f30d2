/** /lawyer-profile/letters-and-documents-contragent-or-lawyer: letters with structures and lawyers. */
import { useTranslation } from 'react-i18next';
import { LetterList } from '../../letters/letter-list';

export function Component() {
  const { t } = useTranslation('letters');
  return (
    <LetterList
      title={t('screen.correspondence')}
      box="incoming"
      chooseBox
      partyKinds={['STRUCTURE', 'LAWYER']}
    />
  );
}
