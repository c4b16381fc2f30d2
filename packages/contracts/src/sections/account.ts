import { accountCalls } from '../identity/account';
import { defineSection, group } from './define-section';

/** The signed-in person's own cabinet pages: their data, their standing toward the bar. */
export const accountSection = defineSection({
  id: 'account',
  groups: { account: group(accountCalls, 'account', true) },
  cabinet: {
    'profile-info': { permission: 'signedIn', page: 'cabinet-profile-info' },
    'user-info': {
      permission: 'userInfo.view',
      page: 'cabinet-user-info',
      sidebar: { id: 'user-info', place: 10, specTable: true },
    },
    applicant: {
      permission: 'applicant.view',
      page: 'cabinet-applicant',
      sidebar: { id: 'applicant', place: 20, specTable: true },
    },
  },
  namespaces: ['identity', 'cabinet', 'e-signature'],
});
