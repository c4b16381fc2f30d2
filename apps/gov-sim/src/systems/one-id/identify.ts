import type { SyntheticPerson } from '@portal/synthetic';

/** The `one_access_token_identify` answer for an individual (integrations.md, field names as the SSO sends them). */
export interface IdentifyAnswer {
  pin: string;
  user_id: string;
  user_type: 'I' | 'L';
  sur_name: string;
  first_name: string;
  mid_name: string;
  full_name: string;
  gd: '1' | '2';
  pport_no: string;
  pport_issue_place: string;
  pport_issue_date: string;
  pport_expr_date: string;
  birth_date: string;
  birth_place: string;
  natn: string;
  ctzn: string;
  mob_phone_no: string;
  email: string;
  per_adr: string;
  tem_adr: string;
  tin: string;
  valid: 'true' | 'false';
  sess_id: string;
  ret_cd: '0';
  auth_method: 'LOGINPASSMETHOD';
}

/** A person as the SSO's identify call describes them. */
export function identifyAnswer(person: SyntheticPerson, sessionId: string): IdentifyAnswer {
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
  };
}
