/**
 * Every API route declares what it needs (ARCHITECTURE.md convention 3), in its options:
 *
 *   app.get('/getInfo/ownOrder', { config: { permission: 'order.view' }, schema: … }, handler)
 *
 * `permission` is 'public' (anyone), 'signedIn' (any signed-in user, whatever the role: own data, sign-out)
 * or one permission of packages/domain/src/permissions.ts. A route under /api/ that declares nothing is
 * refused at registration: the API does not start. The check runs before validation: an anonymous caller
 * gets 401, a role without the permission 403 (as the ADMIN's role -> permission table in the database
 * says). Record rules (own orders, own structure) stay in each module's policy and answer 404.
 */
import { isPermission, type Permission } from '@portal/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { roleGrants } from '../modules/permissions/role-grants';
import { requireAuth } from './auth';

export type RoutePermission = 'public' | 'signedIn' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs: 'public', 'signedIn', or a permission of packages/domain (see plugins/permissions.ts). */
    permission?: RoutePermission;
    /** The name of the call definition the route was built from (http/define-route.ts). */
    call?: string;
  }
  interface FastifyInstance {
    /** Every declared API route, in registration order (the route x role table test walks it). */
    routeRegistry: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: RoutePermission;
  /** The call definition it comes from (packages/contracts defineCall), when it does. */
  call?: string;
  /** Its OpenAPI tags (the area it belongs to). */
  tags: readonly string[];
}

/** Routes that must declare a permission: the API's own, not the generated documentation. */
export function needsDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export function isRoutePermission(value: unknown): value is RoutePermission {
  return value === 'public' || value === 'signedIn' || isPermission(value);
}

/** The signed-in caller, after checking that their role holds `permission`: 401 or 403 otherwise. */
export async function requirePermission(db: Database, request: FastifyRequest, permission: Permission) {
  const auth = requireAuth(request);
  if (!(await roleGrants(db, auth.role, permission))) throw new AppError('FORBIDDEN');
  return auth;
}

/** Installs the declaration check and the permission check on every route registered after it. */
export function registerPermissions(app: FastifyInstance, db: Database): void {
  const registry: RegisteredRoute[] = [];
  app.decorate('routeRegistry', registry);
  app.addHook('onRoute', (route) => {
    if (!needsDeclaration(route.url)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    const permission = route.config?.permission;
    if (!isRoutePermission(permission)) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no valid permission: add config: { permission: 'public' | 'signedIn' | <permission> } (plugins/permissions.ts)`,
      );
    }
    for (const method of methods) {
      if (!registry.some((r) => r.method === method && r.url === route.url))
        registry.push({
          method,
          url: route.url,
          permission,
          call: route.config?.call,
          tags: (route.schema?.tags as string[] | undefined) ?? [],
        });
    }
    if (permission === 'public') return;
    const check: onRequestAsyncHookHandler = async (request) => {
      if (permission === 'signedIn') requireAuth(request);
      else await requirePermission(db, request, permission);
    };
    const existing = route.onRequest;
    route.onRequest = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), check];
  });
}
