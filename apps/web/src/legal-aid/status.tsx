/**
 * The status of an order, an investigator request or a checklist as a badge: the text (legal-aid
 * namespace, the API's own labels) carries the meaning, the dot's colour only hints at it.
 */
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../cabinet/ui';

const GOOD = new Set(['CREATED', 'ACCEPTED', 'COMPLETED', 'PAYMENT', 'AGREED', 'FINISHED', 'SIGNED']);
const BAD = new Set(['CANCELLED', 'DELETED', 'EXPIRED', 'PERSON_NOT_FOUND', 'NOT_COMPLETED', 'CLOSED']);

export function statusTone(status: string): 'good' | 'bad' | 'neutral' {
  if (GOOD.has(status)) return 'good';
  if (BAD.has(status)) return 'bad';
  return 'neutral';
}

export function LegalAidStatus({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation('legal-aid');
  return (
    <span data-status={status}>
      <StatusBadge tone={statusTone(status)} testId={testId}>
        {t(`status.${status}`, { defaultValue: status })}
      </StatusBadge>
    </span>
  );
}
