/** A reference value's changes: who, when, what, and each field from and to. */
import type { ReferenceListId, ReferenceValue } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useDisplayName } from '../i18n/display-name';
import { HistoryTimeline } from '../kit/detail-layout';
import { QueryState } from '../kit/list';
import { ShowDialog } from '../kit/reason-dialog';

export function ValueHistoryDialog({
  list,
  value,
  onClose,
}: {
  list: ReferenceListId;
  value: ReferenceValue;
  onClose: () => void;
}) {
  const { t } = useTranslation('reference-data');
  const displayName = useDisplayName();
  const history = api.referenceData.referenceValueHistory.useQuery({ params: { list, id: value.id } });
  const field = (key: string) => t(`field.${key}`, { defaultValue: key });
  return (
    <ShowDialog
      onClose={onClose}
      title={t('historyTitle', { name: value.nameLt })}
      testId="reference-history-dialog"
    >
      <QueryState query={history}>
        <HistoryTimeline
          title={t('history')}
          empty={t('historyEmpty')}
          testId="reference-history-list"
          entries={(history.data?.list ?? []).map((h) => ({
            at: h.at,
            what: t(`action.${h.action}`, { defaultValue: h.action }),
            who: displayName(h.actorName) ?? '',
            why: h.changes.map((c) => `${field(c.field)}: ${c.from ?? '—'} → ${c.to ?? '—'}`).join('; '),
            attributes: { 'data-action': h.action },
          }))}
        />
      </QueryState>
    </ShowDialog>
  );
}
