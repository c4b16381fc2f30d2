/**
 * The page footer: ministry links, the ministry's social accounts, contact e-mail and phone (app/info),
 * the visitor counter (app/visit, counted once per page load) and the year. Parts whose call failed
 * stay hidden.
 */
import { formatCount } from '@portal/domain';
import { IconExternalLink, IconMail, IconPhone, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo, useVisitCounts } from '../api/site';
import controls from './controls.module.css';
import { MINISTRY_LINKS, SOCIAL_LINKS } from './footer-links';
import classes from './site-footer.module.css';

function NewTabHint() {
  const { t } = useTranslation('shell');
  return <span className={controls.visuallyHidden}>({t('footer.newTab')})</span>;
}

/** A column of the footer: a section named by its h2 (`footer-<name>-heading`). */
function FooterSection({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`footer-${name}-heading`}>
      <h2 id={`footer-${name}-heading`} className={classes.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A contact line: its icon, what it is (read out only) and the value, as a tel: or mailto: link. */
function ContactLink({
  href,
  icon: Icon,
  kind,
  value,
}: {
  href: string;
  icon: TablerIcon;
  kind: string;
  value: string;
}) {
  return (
    <li>
      <a className={classes.link} href={href}>
        <Icon size={18} aria-hidden="true" />
        <span className={controls.visuallyHidden}>{kind}: </span>
        {value}
      </a>
    </li>
  );
}

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const { data: info } = useAppInfo();
  const { data: visits } = useVisitCounts();
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <div className={controls.container}>
        <div className={classes.columns}>
          <FooterSection name="links" title={t('footer.linksHeading')}>
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
          </FooterSection>

          <FooterSection name="contacts" title={t('footer.contactsHeading')}>
            <ul className={classes.list}>
              {info?.contactPhone && (
                <ContactLink
                  href={`tel:${info.contactPhone.replace(/[^\d+]/g, '')}`}
                  icon={IconPhone}
                  kind={t('footer.phone')}
                  value={info.contactPhone}
                />
              )}
              {info?.contactEmail && (
                <ContactLink
                  href={`mailto:${info.contactEmail}`}
                  icon={IconMail}
                  kind={t('footer.email')}
                  value={info.contactEmail}
                />
              )}
            </ul>
            {visits && (
              <p className={classes.counter} data-testid="visitor-counter">
                {t('footer.visitors', {
                  today: formatCount(visits.today),
                  total: formatCount(visits.total),
                })}
              </p>
            )}
          </FooterSection>

          <FooterSection name="social" title={t('footer.socialHeading')}>
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
          </FooterSection>
        </div>

        <div className={classes.bottom}>
          <span>
            © {year} {t('ministry')}
          </span>
          {info?.version && <span>{t('footer.version', { version: info.version })}</span>}
        </div>
      </div>
    </footer>
  );
}
