/**
 * The columns of a list of training certificates, by name, for the lawyer's page
 * (pages/training-certificates) and the chamber's review (pages/training-review): each page lists the
 * ones it shows in its own order. The state column shows the decision and the buttons the certificate's
 * `can` allows: confirm, and refuse with a reason where the page passes `refuse`.
 */
import { Group } from '@mantine/core';
import type { TrainingCertificateItem } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useDisplayName } from '../i18n/display-name';
import { linkColumn, type ListColumn } from '../kit/list';
import { RowAction } from '../kit/list/row-action';
import { ReasonAction } from '../kit/reason-dialog';
import { callOnRecord, reasonOnRecord } from '../kit/call-on-record';
import { ScanLink } from '../lawyer-record/scan-link';
import { TrainingState } from './training-state';

type Item = TrainingCertificateItem;
type Column = ListColumn<Item>;

export interface TrainingColumnOptions {
  /** The lawyer's name opens the chamber's card of the lawyer. */
  lawyerLink?: boolean;
  /** The toast after confirming (none when absent). */
  confirmedToast?: string;
  /** The refuse button (with its reason dialog) where the certificate allows it. */
  refuse?: boolean;
}

/** The decision with the buttons it allows. */
function TrainingDecision({
  certificate: c,
  options,
}: {
  certificate: Item;
  options: TrainingColumnOptions;
}) {
  const { confirmedToast, refuse } = options;
  const { t } = useTranslation('lawyer-record');
  const confirm = api.trainingCertificates.trainingCertificateConfirm.useMutation();
  const refusal = api.trainingCertificates.trainingCertificateRefuse.useMutation();
  return (
    <Group gap="xs">
      <TrainingState certificate={c} />
      {c.can.confirm && (
        <RowAction
          label={t('training.confirm')}
          row={c.courseName}
          icon={IconCheck}
          {...callOnRecord(confirm, c.id, confirmedToast)}
          testId="training-confirm"
        />
      )}
      {refuse && c.can.refuse && (
        <ReasonAction
          label={t('training.refuse')}
          ariaLabel={`${t('training.refuse')}: ${c.courseName}`}
          icon={<IconX size={14} aria-hidden="true" />}
          size="compact-sm"
          testId="training-refuse"
          dialogTitle={t('training.refuseTitle')}
          dialogText={t('training.refuseText', { course: c.courseName })}
          reasonLabel={t('training.refuseReason')}
          {...reasonOnRecord(refusal, c.id)}
          done={t('training.refusedToast')}
        />
      )}
    </Group>
  );
}

export function useTrainingColumns(
  options: TrainingColumnOptions = {},
): Record<'course' | 'lawyer' | 'organizer' | 'dates' | 'hours' | 'scan' | 'state', Column> {
  const { t } = useTranslation('lawyer-record');
  const displayName = useDisplayName();
  const lawyer = {
    key: 'lawyer',
    title: t('training.lawyer'),
    value: (c: Item) => displayName(c.lawyer.fullName),
  };
  return {
    course: { key: 'courseName', title: t('training.courseName'), value: (c) => c.courseName },
    lawyer: options.lawyerLink
      ? linkColumn({ ...lawyer, to: (c) => `/lawyer-profile/lawyer-requests/lawyer/${c.lawyer.id}` })
      : lawyer,
    organizer: { key: 'organizer', title: t('training.organizer'), value: (c) => c.organizer },
    dates: {
      key: 'dates',
      title: t('training.dates'),
      value: (c) => `${formatDate(c.startDate)} – ${formatDate(c.endDate)}`,
    },
    hours: { key: 'hours', title: t('training.hours'), value: (c) => String(c.hours) },
    scan: {
      key: 'scan',
      title: t('training.scan'),
      csv: false,
      render: (c) => <ScanLink fileId={c.scanFileId} name={`${c.courseName}.pdf`} row={c.courseName} />,
    },
    state: {
      key: 'state',
      title: t('training.state'),
      value: (c) =>
        c.confirmedAt ? t('training.confirmed') : c.refusedAt ? t('training.refused') : t('training.waiting'),
      render: (c) => <TrainingDecision certificate={c} options={options} />,
    },
  };
}
