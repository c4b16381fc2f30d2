/**
 * The page footer: ministry links, the ministry's social accounts, contact e-mail and phone (app/info),
 * the visitor counter (app/visit, counted once per page load) and the year. Parts whose call failed
 * stay hidden.
 */
import { Container, SimpleGrid, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppInfo, useVisitCounts } from '../api/site';
import { MINISTRY_LINKS, SOCIAL_LINKS } from './footer-links';
import classes from './site-footer.module.css';

/** One number format per language (building one is slow, and the footer re-renders as its calls answer). */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'eng' ? 'en' : language === 'ru' ? 'ru' : 'uz');
    numberFormats.set(language, format);
  }
  return format;
}

function NewTabHint() {
  const { t } = useTranslation('shell');
  return <VisuallyHidden>({t('footer.newTab')})</VisuallyHidden>;
}

export function SiteFooter() {
  const { t, i18n } = useTranslation('shell');
  const { data: info } = useAppInfo();
  const { data: visits } = useVisitCounts();
  const number = numberFormat(i18n.language);
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
          <section aria-labelledby="footer-links-heading">
            <h2 id="footer-links-heading" className={classes.heading}>
              {t('footer.linksHeading')}
            </h2>
            <ul className={classes.list}>
              {MINISTRY_LINKS.map((link) => (
                <li key={link.href}>
                  <a className={classes.link} href={link.href} target="_blank" rel="noopener noreferrer">
                    {t(link.labelKey)}
                    <IconExternalLink size={16} aria-hidden="true" />
                    <NewTabHint />
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="footer-contacts-heading">
            <h2 id="footer-contacts-heading" className={classes.heading}>
              {t('footer.contactsHeading')}
            </h2>
            <ul className={classes.list}>
              {info?.contactPhone && (
                <li>
                  <a className={classes.link} href={`tel:${info.contactPhone.replace(/[^\d+]/g, '')}`}>
                    <IconPhone size={18} aria-hidden="true" />
                    <VisuallyHidden>{t('footer.phone')}: </VisuallyHidden>
                    {info.contactPhone}
                  </a>
                </li>
              )}
              {info?.contactEmail && (
                <li>
                  <a className={classes.link} href={`mailto:${info.contactEmail}`}>
                    <IconMail size={18} aria-hidden="true" />
                    <VisuallyHidden>{t('footer.email')}: </VisuallyHidden>
                    {info.contactEmail}
                  </a>
                </li>
              )}
            </ul>
            {visits && (
              <p className={classes.counter} data-testid="visitor-counter">
                {t('footer.visitors', {
                  today: number.format(visits.today),
                  total: number.format(visits.total),
                })}
              </p>
            )}
          </section>

          <section aria-labelledby="footer-social-heading">
            <h2 id="footer-social-heading" className={classes.heading}>
              {t('footer.socialHeading')}
            </h2>
            <ul className={classes.social}>
              {SOCIAL_LINKS.map(({ href, name, icon: Icon }) => (
                <li key={href}>
                  <a
                    className={classes.socialLink}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${name} (${t('footer.newTab')})`}
                  >
                    <Icon size={24} aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </SimpleGrid>

        <div className={classes.bottom}>
          <span>
            © {year} {t('ministry')}
          </span>
          {info?.version && <span>{t('footer.version', { version: info.version })}</span>}
        </div>
      </Container>
    </footer>
  );
}
