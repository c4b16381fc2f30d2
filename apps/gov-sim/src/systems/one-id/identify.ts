import type { OneIdIdentifyAnswer } from '@portal/integrations';
import type { SyntheticPerson } from '@portal/synthetic';

/** A person as the SSO's identify call describes them (integrations.md, field names as the SSO sends them). */
export function identifyAnswer(person: SyntheticPerson, sessionId: string) {
  return {
    pin: person.pinfl,
    user_id: `${person.firstName}${person.surname}`.toLowerCase().replace(/[^a-z]/g, '') + person.index,
    user_type: 'I',
    sur_name: person.surname.toUpperCase(),
    first_name: person.firstName.toUpperCase(),
    mid_name: person.patronymic.toUpperCase(),
    full_name: person.fullName.toUpperCase(),
    gd: person.gender === 'MALE' ? '1' : '2',
    pport_no: person.passport,
    pport_issue_place: person.passportIssuePlace,
    pport_issue_date: person.passportIssueDate,
    pport_expr_date: person.passportExpiryDate,
    birth_date: person.birthDate,
    birth_place: person.birthPlace,
    natn: person.nationality,
    ctzn: person.citizenship,
    mob_phone_no: person.phone.replace(/^\+/, ''),
    email: person.email ?? '',
    per_adr: person.address,
    tem_adr: '',
    tin: person.tin,
    valid: 'true',
    sess_id: sessionId,
    ret_cd: '0',
    auth_method: 'LOGINPASSMETHOD',
  } satisfies OneIdIdentifyAnswer;
}
