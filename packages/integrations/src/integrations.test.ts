import { describe, expect, it } from 'vitest';
import {
  criminalCaseQuery,
  oneIdIdentifyAnswer,
  passportLookupBody,
  smsInboxLastQuery,
  smsSendBody,
  subscriberSchema,
} from '.';

describe('wire schemas of the national systems', () => {
  it('normalizes a passport number before checking it, and refuses a malformed one', () => {
    expect(
      passportLookupBody.parse({ pinfl: '31403856004118', passportSerialNumber: ' aa 1234567 ' }),
    ).toEqual({ pinfl: '31403856004118', passportSerialNumber: 'AA1234567' });
    expect(
      passportLookupBody.safeParse({ pinfl: '31403856004118', passportSerialNumber: 'A1234567' }).success,
    ).toBe(false);
  });

  it('asks the interior ministry by exactly one of the accused and the investigator', () => {
    const pinfl = '31403856004118';
    expect(criminalCaseQuery.safeParse({ pinfl }).success).toBe(true);
    expect(criminalCaseQuery.safeParse({ investigatorPinfl: pinfl }).success).toBe(true);
    expect(criminalCaseQuery.safeParse({}).success).toBe(false);
    expect(criminalCaseQuery.safeParse({ pinfl, investigatorPinfl: pinfl }).success).toBe(false);
  });

  it('reads an SSO person with only a pin, names empty by default', () => {
    expect(oneIdIdentifyAnswer.parse({ pin: '31403856004118' })).toMatchObject({
      pin: '31403856004118',
      sur_name: '',
      first_name: '',
      mid_name: '',
    });
    expect(oneIdIdentifyAnswer.safeParse({ pin: '123' }).success).toBe(false);
  });

  it('takes Uzbek mobile numbers only, with or without the + in the inbox query', () => {
    expect(smsSendBody.safeParse({ recipient: '+998901234567', text: 'Kod: 123456' }).success).toBe(true);
    expect(smsSendBody.safeParse({ recipient: '+7901234567', text: 'x' }).success).toBe(false);
    expect(smsInboxLastQuery.parse({ phone: '998901234567' })).toEqual({ phone: '+998901234567' });
    expect(subscriberSchema.safeParse({ pinfl: '1', phone: '901234567', status: 'ACTIVE' }).success).toBe(
      false,
    );
  });
});
