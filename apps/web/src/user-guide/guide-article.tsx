/**
 * /lawyer-profile/user-guide/<id>: one article: what the task is, its steps (the interface's labels in
 * bold, as the screen shows them), the screenshots with their alt texts, a link to the screen, printing.
 * An article of another role answers "not found", like a missing one.
 */
import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconLanguage, IconPrinter } from '@tabler/icons-react';
import type { Role } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HTML_LANG } from '../i18n/i18n';
import { QueryState } from '../kit/list';
import { NotFoundItem } from '../kit/not-found-item';
import { PageHeader } from '../shell/page-header';
import classes from './guide.module.css';
import { shotsOf } from './catalogue';
import { guideParts, type ShownArticle } from './guide-texts';
import { readable, useGuide, useGuideLabel } from './use-guide';
import { LinkButton } from '../kit/link-button';

/** Where the build serves a screenshot from (apps/web/public/guide). */
export const shotUrl = (shot: string) => `/guide/${shot}.png`;

function GuideText({ text }: { text: string }) {
  const label = useGuideLabel();
  return (
    <>
      {guideParts(text, label).map((part, i) =>
        'text' in part ? (
          part.text
        ) : (
          <strong key={i} data-ui-label={part.key}>
            {part.label}
          </strong>
        ),
      )}
    </>
  );
}

/** One article as shown (exported for its component test). */
export function GuideArticleView({ shown, role }: { shown: ShownArticle; role?: Role }) {
  const { t } = useTranslation('cabinet');
  const { article, text } = shown;
  const shots = shotsOf(article, role);
  // The article's own words carry the language they are written in (lt when shown as the fallback).
  const lang = HTML_LANG[shown.language];
  return (
    <div data-guide-article={article.id} className={classes.article}>
      <div lang={lang}>
        <PageHeader title={text.title} />
      </div>
      <Stack gap="lg">
        {shown.fallback && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconLanguage size={20} aria-hidden="true" />}
            data-testid="guide-fallback"
          >
            {t('guide.fallback')}
          </Alert>
        )}
        <Text size="lg" lang={lang}>
          {text.summary}
        </Text>
        <Group gap="sm" className={classes.noPrint}>
          <LinkButton to={article.screen} icon={IconExternalLink} testId="guide-open-screen">
            {t('guide.openScreen')}
          </LinkButton>
          <Button
            variant="light"
            onClick={() => window.print()}
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            data-testid="guide-print"
          >
            {t('guide.print')}
          </Button>
        </Group>
        <section aria-labelledby="guide-steps">
          <Title order={2} size="h3" id="guide-steps" mb="sm">
            {t('guide.steps')}
          </Title>
          <List type="ordered" spacing="sm" data-testid="guide-steps" lang={lang}>
            {text.steps.map((step, i) => (
              <List.Item key={i}>
                <GuideText text={step} />
              </List.Item>
            ))}
          </List>
        </section>
        {shots.length > 0 && (
          <section aria-labelledby="guide-pictures">
            <Title order={2} size="h3" id="guide-pictures" mb="sm">
              {t('guide.pictures')}
            </Title>
            <Stack gap="lg" lang={lang}>
              {shots.map((shot, i) => (
                <figure key={shot} className={classes.figure}>
                  <img
                    src={shotUrl(shot)}
                    alt={text.alts[i] ?? ''}
                    className={classes.shot}
                    loading="lazy"
                    data-testid="guide-shot"
                  />
                  <figcaption className={classes.caption}>{text.alts[i]}</figcaption>
                </figure>
              ))}
            </Stack>
          </section>
        )}
        <Anchor component={Link} to="/lawyer-profile/user-guide" className={classes.noPrint}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('guide.back')}
          </Group>
        </Anchor>
      </Stack>
    </div>
  );
}

export function GuideArticle({ id }: { id: string | undefined }) {
  const { texts, role } = useGuide();
  return (
    <QueryState query={texts}>
      {texts.data &&
        (() => {
          const shown = texts.data.find((a) => a.article.id === id);
          return shown && readable(shown, role) ? (
            <GuideArticleView shown={shown} role={role} />
          ) : (
            <NotFoundItem />
          );
        })()}
    </QueryState>
  );
}
