import * as c from '@portal/contracts';
import { isAssignedRole, type Role } from '@portal/domain';
import { createPersonRegistryAdapter } from '../../adapters/person-registry';
import { AppError } from '../../errors/app-error';
import { fullNameOf } from '../../people/person-row';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import { translate } from '../../i18n/translate';
import { permissionsOf } from '../permissions/role-grants';
import { writeQueryLog } from '../query-log/write';
import { accountOf, directedStructureOf, lawyerSummaryOf, personById, sessionById } from './repository';

const TAG = ['account'];
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The login `status` behind a role (spec section 4 read backwards). */
function statusOfRole(role: Role): string | null {
  if (isAssignedRole(role)) return role;
  return role === 'LAWYER' || role === 'DIRECTOR' ? 'LAWYER' : null;
}

/** The signed-in user's own cabinet data: who they are, what they may do, their profile and person data. */
export const accountRoutes: RoutesPlugin = async (app, { db, config }) => {
  const registry = createPersonRegistryAdapter(config);

  app.get(
    '/account/current',
    {
      config: { permission: 'signedIn' },
      schema: { tags: TAG, response: { 200: c.currentAccountResponse } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const [person, session, permissions] = await Promise.all([
        personById(db, auth.personId),
        sessionById(db, auth.sessionId),
        permissionsOf(db, auth.role),
      ]);
      return {
        personId: auth.personId,
        pinfl: auth.pinfl,
        fullName: fullNameOf(person!),
        email: person!.email,
        role: auth.role,
        status: statusOfRole(auth.role),
        contragentId: auth.contragentId,
        permissions,
        signInMethod: session!.method,
        sessionExpiresAt: session!.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/account/profile-info',
    { config: { permission: 'signedIn' }, schema: { tags: TAG, response: { 200: c.profileInfoResponse } } },
    async (request) => {
      const auth = requireAuth(request);
      const [person, account, lawyer, directs] = await Promise.all([
        personById(db, auth.personId),
        accountOf(db, auth.userAccountId),
        lawyerSummaryOf(db, auth.personId, request.lang),
        directedStructureOf(db, auth.personId),
      ]);
      return {
        fullName: fullNameOf(person!),
        lastName: person!.lastName,
        firstName: person!.firstName,
        parentName: person!.parentName,
        gender: person!.gender,
        birthDate: person!.birthDate,
        phone: person!.phone,
        email: person!.email,
        role: auth.role,
        accountCreatedAt: account!.createdAt.toISOString(),
        lastSignInAt: iso(account!.lastSignInAt),
        orderPermission: account!.orderPermission,
        lawyer,
        directs,
      };
    },
  );

  app.get(
    '/account/user-info',
    { config: { permission: 'userInfo.view' }, schema: { tags: TAG, response: { 200: c.userInfoResponse } } },
    async (request) => {
      const auth = requireAuth(request);
      const person = (await personById(db, auth.personId))!;
      let registryRecord = null;
      let registryError: string | null = null;
      let outcome = 'OK';
      try {
        const found = await registry.findByPinfl(auth.pinfl, request.id);
        if (found) {
          registryRecord = {
            pinfl: found.pinfl,
            lastName: found.surname,
            firstName: found.firstName,
            parentName: found.patronymic,
            gender: found.gender,
            birthDate: found.birthDate,
            birthPlace: found.birthPlace,
            nationality: found.nationality,
            citizenship: found.citizenship,
            passport: found.passport,
            passportIssuedBy: found.passportIssuePlace,
            passportIssueDate: found.passportIssueDate,
            passportExpiryDate: found.passportExpiryDate,
            address: found.address,
            temporaryAddress: null,
            phone: found.phone,
            email: found.email,
            tin: found.tin,
            fetchedAt: new Date().toISOString(),
          };
        } else {
          outcome = 'NOT_FOUND';
          registryError = translate(request.lang, 'errors:business.nothingFound');
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcome = error.code;
        registryError = translate(request.lang, error.messageKey);
      }
      // Reading a person's data by pinfl is always on record (issue item 7).
      await writeQueryLog(db, request, {
        action: 'PERSON_READ',
        channel: 'PERSON_REGISTRY',
        outcome,
        subjectPinfl: auth.pinfl,
        details: { purpose: 'user-info' },
      });
      return {
        signOn: {
          pinfl: person.pinfl,
          lastName: person.lastName,
          firstName: person.firstName,
          parentName: person.parentName,
          gender: person.gender,
          birthDate: person.birthDate,
          birthPlace: person.birthPlace,
          nationality: person.nationality,
          citizenship: person.citizenship,
          passport: person.passport,
          passportIssuedBy: person.passportIssuedBy,
          passportIssueDate: person.passportIssueDate,
          passportExpiryDate: person.passportExpiryDate,
          address: person.address,
          temporaryAddress: person.temporaryAddress,
          phone: person.phone,
          email: person.email,
          tin: null,
          source: person.source,
          fetchedAt: iso(person.fetchedAt),
        },
        registry: registryRecord,
        registryError,
      };
    },
  );

  app.get(
    '/currentLawyerCandidate',
    {
      config: { permission: 'applicant.view' },
      schema: { tags: TAG, response: { 200: c.currentLawyerCandidateResponse } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const [person, lawyer, directs] = await Promise.all([
        personById(db, auth.personId),
        lawyerSummaryOf(db, auth.personId, request.lang),
        directedStructureOf(db, auth.personId),
      ]);
      return {
        pinfl: auth.pinfl,
        fullName: fullNameOf(person!),
        lawyer,
        directs: directs ? { id: directs.id, name: directs.name } : null,
        canApply: lawyer === null,
      };
    },
  );
};
