import type { Permission } from '@portal/domain';
import type { Database } from '../../db/client';
import { actorKit } from '../../http/define-route';
import { requireAuth } from '../../plugins/auth';
import type { AuthContext } from '../auth';
import { permissionsOf } from './role-grants';

/** A signed-in caller with the permissions their role holds now (the ADMIN may have edited the table). */
export interface GrantedActor extends AuthContext {
  grants: ReadonlySet<Permission>;
}

/** The call kit's `handle` whose actor is a GrantedActor, for policies that read permissions. */
export function grantedHandle(db: Database) {
  return actorKit(async (request): Promise<GrantedActor> => {
    const auth = requireAuth(request);
    return { ...auth, grants: new Set(await permissionsOf(db, auth.role)) };
  });
}
