/** /lawyer-profile/letters-and-documents/{type}: incoming, outgoing or draft letters. */
import { LETTER_BOXES, type LetterBox } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundItem } from '../../kit/not-found-item';
import { LetterList } from '../../letters/letter-list';

export function Component() {
  const { t } = useTranslation('letters');
  const type = useParams().type as LetterBox;
  if (!LETTER_BOXES.includes(type)) return <NotFoundItem />;
  return <LetterList key={type} title={t(`box.${type}`)} box={type} />;
}
