/**
 * The Markdown text of a forum post, with the warning the lawyer sees as soon as the text holds a PINFL-
 * or passport-shaped string (the API refuses such a post: packages/domain `personalDataShapes`).
 */
import { Alert, Textarea, type TextareaProps } from '@mantine/core';
import { personalDataShapes } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function PersonalDataWarning({ texts, testId }: { texts: readonly string[]; testId: string }) {
  const { t } = useTranslation('forum');
  if (!texts.some((text) => personalDataShapes(text).length > 0)) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />} role="alert" data-testid={testId}>
      {t('personalDataWarning')}
    </Alert>
  );
}

export function PostTextField(props: TextareaProps & { label: string; 'data-testid': string }) {
  const { t } = useTranslation('forum');
  return <Textarea minRows={4} maxRows={14} description={t('textHint')} {...props} />;
}
