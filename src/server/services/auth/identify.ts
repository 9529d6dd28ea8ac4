import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { adminUsers, users } from '../../db/schema';
import type { Identify, Principal } from '../../plugins/auth-guard';
import type { SessionCookies } from '../../plugins/session';
import { verifyAdminToken } from './admin-token-store';

export type IdentifyDeps = {
  db: Db;
  config: Pick<Config, 'OWNER_EMAILS' | 'modes'>;
  sessions: Pick<SessionCookies, 'read'>;
  tokenKey: Buffer;
};

type Subject = {
  userId: string;
  method: 'local' | 'oidc';
  adminUserId: number | null;
  email: string | null;
  /** Known when read with the session; undefined when it still has to be looked up. */
  adminIsActive?: boolean | null;
};

const BEARER = /^Bearer\s+(\S+)$/i;
/** Spec §6: the admin token is sent only to /api/admin calls, so it is accepted nowhere else. */
const TOKEN_SCOPE = '/api/admin/';

/**
 * Owner status is decided again on every request, so deactivating the local account or
 * removing an address from OWNER_EMAILS takes effect at once, without waiting for expiry.
 */
async function isStillOwner(deps: IdentifyDeps, subject: Subject): Promise<boolean> {
  if (subject.method === 'local') {
    if (deps.config.modes.signIn !== 'local' || subject.adminUserId === null) return false;
    // A session brings its account's status along (one query); an admin token looks it up.
    if (subject.adminIsActive !== undefined) return subject.adminIsActive === true;
    const [row] = await deps.db
      .select({ isActive: adminUsers.isActive })
      .from(adminUsers)
      .where(eq(adminUsers.id, subject.adminUserId));
    return row?.isActive === true;
  }
  return (
    deps.config.modes.signIn === 'oidc' &&
    subject.email !== null &&
    deps.config.OWNER_EMAILS.includes(subject.email.toLowerCase())
  );
}

async function toPrincipal(
  deps: IdentifyDeps,
  subject: Subject,
  via: Principal['via'],
  user?: Principal['user'],
): Promise<Principal> {
  return {
    userId: subject.userId,
    email: subject.email,
    isOwner: await isStillOwner(deps, subject),
    adminUserId: subject.adminUserId,
    via,
    user,
  };
}

async function identifyByAdminToken(deps: IdentifyDeps, token: string): Promise<Principal | null> {
  const verified = await verifyAdminToken(deps.db, deps.tokenKey, token);
  if (!verified) return null;
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, verified.userId));
  const subject: Subject = {
    userId: verified.userId,
    method: verified.adminUserId === null ? 'oidc' : 'local',
    adminUserId: verified.adminUserId,
    email: user?.email ?? null,
  };
  return toPrincipal(deps, subject, 'admin-token');
}

/** The guard's `identify`: the session cookie, else (on /api/admin/* only) an admin bearer token. */
export function createIdentify(deps: IdentifyDeps): Identify {
  const resolved = new WeakMap<FastifyRequest, Promise<Principal | null>>();

  async function resolve(request: FastifyRequest): Promise<Principal | null> {
    const session = await deps.sessions.read(request);
    if (session) {
      const subject = { ...session.data, adminIsActive: session.adminIsActive };
      return toPrincipal(deps, subject, 'session', session.user);
    }
    // The matched route's pattern, not the URL as spelled by the caller.
    if (!request.routeOptions.url?.startsWith(TOKEN_SCOPE)) return null;
    const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
    return bearer ? identifyByAdminToken(deps, bearer) : null;
  }

  return (request) => {
    let principal = resolved.get(request);
    if (!principal) {
      principal = resolve(request);
      resolved.set(request, principal);
    }
    return principal;
  };
}
