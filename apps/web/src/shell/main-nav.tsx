/** The public navbar (spec section 2); the current item carries aria-current="page". */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav-items';
import classes from './site-header.module.css';

export function MainNav({ variant, onNavigate }: { variant: 'bar' | 'drawer'; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const linkClass = variant === 'bar' ? classes.navLink : classes.mobileNavLink;
  return (
    <ul
      className={variant === 'bar' ? classes.navList : undefined}
      style={variant === 'drawer' ? listReset : undefined}
    >
      {NAV_ITEMS.map(({ to, labelKey, icon: Icon, end }) => (
        <li key={to}>
          <NavLink to={to} end={end} className={linkClass} onClick={onNavigate}>
            <Icon size={20} aria-hidden="true" />
            <span>{t(labelKey)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;
