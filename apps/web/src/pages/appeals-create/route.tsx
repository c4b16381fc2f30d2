/**
 * /lawyer-profile/my-appeals/create/{mode} (mode pro-bono or state-funded) and
 * /lawyer-profile/my-applications/create (state-funded): a new appeal.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { APPEAL_MODES, type AppealMode } from '../../api/appeals';
import { AppealForm } from '../../appeals/appeal-form';
import { loadAppealMessages } from '../../appeals/load-messages';
import { NotFoundItem } from '../../kit/not-found-item';
import { PageHeader } from '../../shell/page-header';

export const loader = loadAppealMessages;

export function Component() {
  const { t } = useTranslation('appeals');
  const { mode = 'state-funded' } = useParams();
  if (!Object.hasOwn(APPEAL_MODES, mode)) return <NotFoundItem />;
  const m = mode as AppealMode;
  return (
    <>
      <PageHeader title={t('create.title', { mode: t(`mode.${m}`) })} lead={t('create.lead')} />
      <AppealForm key={m} mode={m} />
    </>
  );
}
