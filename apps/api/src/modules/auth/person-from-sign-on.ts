import { nameCase } from '@portal/domain';
import type { Database } from '../../db/client';
import type { OneIdPerson } from '../../adapters/one-id';
import { upsertPersonRow } from '../../people/person-row';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PASSPORT = /^[A-Z]{2}\d{7}$/;

const text = (value: string | undefined, max = 500) => {
  const t = value?.trim();
  return t ? t.slice(0, max) : null;
};

/**
 * Records the person as the single sign-on describes them (one person, one row, by pinfl): inserted on
 * first sign-in, refreshed afterwards. Answers the person's id.
 */
export async function upsertPersonFromSignOn(db: Database, p: OneIdPerson, now: Date): Promise<number> {
  const phoneDigits = (p.mob_phone_no ?? '').replace(/\D/g, '');
  const values = {
    pinfl: p.pin,
    lastName: nameCase(p.sur_name) || '—',
    firstName: nameCase(p.first_name) || '—',
    parentName: text(nameCase(p.mid_name)),
    gender: p.gd === '1' ? ('MALE' as const) : p.gd === '2' ? ('FEMALE' as const) : null,
    birthDate: p.birth_date && ISO_DATE.test(p.birth_date) ? p.birth_date : null,
    birthPlace: text(p.birth_place),
    passport: p.pport_no && PASSPORT.test(p.pport_no) ? p.pport_no : null,
    passportIssuedBy: text(p.pport_issue_place),
    passportIssueDate: p.pport_issue_date && ISO_DATE.test(p.pport_issue_date) ? p.pport_issue_date : null,
    passportExpiryDate: p.pport_expr_date && ISO_DATE.test(p.pport_expr_date) ? p.pport_expr_date : null,
    phone: phoneDigits.length === 12 && phoneDigits.startsWith('998') ? `+${phoneDigits}` : null,
    email: text(p.email, 200),
    address: text(p.per_adr),
    temporaryAddress: text(p.tem_adr),
    nationality: text(p.natn, 100),
    citizenship: p.ctzn && /^[A-Z]{3}$/.test(p.ctzn) ? p.ctzn : null,
    source: 'SSO',
    fetchedAt: now,
    updatedAt: now,
  };
  return upsertPersonRow(db, values);
}
