import { REGISTER_ROLES } from '@portal/domain';
import { accountCalls } from '../identity/account';
import { homeCalls } from '../identity/home';
import { defineSection, group } from './define-section';

/** The signed-in person's own cabinet pages: their data, their standing toward the bar. */
export const accountSection = defineSection({
  id: 'account',
  groups: { account: accountCalls, home: group(homeCalls, 'home', true) },
  cabinet: {
    'profile-info': { permission: 'signedIn', page: 'cabinet-profile-info' },
    'user-info': {
      permission: 'userInfo.view',
      page: 'cabinet-user-info',
      sidebar: { place: 10, group: 'work', icon: 'person' },
      homeAction: { id: 'user-info', place: 80, icon: 'person' },
    },
    applicant: {
      permission: 'applicant.view',
      page: 'cabinet-applicant',
      sidebar: {
        id: 'applicant',
        place: 20,
        group: 'work',
        icon: 'badge',
        hiddenFor: [...REGISTER_ROLES, 'USER'],
      },
    },
  },
  namespaces: ['identity', 'cabinet', 'e-signature'],
});
