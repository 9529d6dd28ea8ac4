import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { deriveKey } from '../lib/app-secret';
import {
  extendSession,
  findSession,
  SESSION_TTL_MS,
  type StoredSession,
  sessionWriteCount,
  sweepExpiredSessions,
  toSessionId,
} from '../services/auth/session-store';
import { isSecureRequest } from './secure-transport';
import { createSessionReadCache } from './session-read-cache';

export const SESSION_COOKIE = 'sid';
/** A rolling session is extended (row and cookie) at most once an hour, not on every request. */
const TOUCH_AFTER_MS = 60 * 60_000;
const SWEEP_INTERVAL_MS = 15 * 60_000;

export type SessionCookies = {
  /** The caller's unexpired session, looked up once per request. */
  read(request: FastifyRequest): Promise<StoredSession | null>;
  /** Sends the cookie of a session just created (sign-in). */
  issue(request: FastifyRequest, reply: FastifyReply, token: string): void;
  /** Removes the cookie (sign-out); the row is deleted by the caller. */
  clear(request: FastifyRequest, reply: FastifyReply): void;
};

type RequestSession = { token: string | null; hadCookie: boolean; session: StoredSession | null };

export function sessionCookieOptions(
  request: FastifyRequest,
  publicUrl: string,
  maxAgeMs: number,
): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, publicUrl),
    signed: true,
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

function clearCookieOptions(request: FastifyRequest, publicUrl: string): CookieSerializeOptions {
  const { signed: _signed, maxAge: _maxAge, ...attributes } = sessionCookieOptions(request, publicUrl, 0);
  return attributes;
}

/**
 * Server-side sessions in the `sessions` table behind a signed, HttpOnly cookie. Our own
 * small layer rather than @fastify/session: see docs/decisions/0006-sessions-and-sign-in.md.
 */
export async function registerSessions(
  app: FastifyInstance,
  deps: {
    db: Db;
    secret: string;
    /** PUBLIC_URL: an https one makes the cookie `Secure` on every reply. */
    publicUrl: string;
    /**
     * Whether session reads may be cached: only when this process is the database's one user
     * (the embedded database, held by a data-folder lock). Instances sharing a PostgreSQL read
     * every time, so a sign-out on one is seen by the others at once.
     */
    cacheReads: boolean;
  },
): Promise<SessionCookies> {
  await app.register(fastifyCookie, { secret: deriveKey(deps.secret, 'session-cookie') });
  const loaded = new WeakMap<FastifyRequest, Promise<RequestSession>>();
  const settled = new WeakSet<FastifyRequest>();
  const cache = deps.cacheReads
    ? createSessionReadCache<StoredSession | null>({ writeCount: sessionWriteCount })
    : null;

  async function load(request: FastifyRequest): Promise<RequestSession> {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return { token: null, hadCookie: false, session: null };
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return { token: null, hadCookie: true, session: null };
    const sid = toSessionId(unsigned.value);
    const session = cache
      ? await cache.read(sid, () => findSession(deps.db, sid))
      : await findSession(deps.db, sid);
    return { token: unsigned.value, hadCookie: true, session };
  }

  function read(request: FastifyRequest): Promise<RequestSession> {
    let entry = loaded.get(request);
    if (!entry) {
      entry = load(request);
      loaded.set(request, entry);
    }
    return entry;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = loaded.get(request);
    if (!entry || settled.has(request)) return payload;
    try {
      const { token, hadCookie, session } = await entry;
      if (hadCookie && !session) {
        // Expired, revoked or forged: drop it so the browser stops sending it.
        reply.clearCookie(SESSION_COOKIE, clearCookieOptions(request, deps.publicUrl));
      } else if (
        token &&
        session &&
        session.expire.getTime() - Date.now() < SESSION_TTL_MS - TOUCH_AFTER_MS
      ) {
        const expire = new Date(Date.now() + SESSION_TTL_MS);
        await extendSession(deps.db, session.sid, expire);
        reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request, deps.publicUrl, SESSION_TTL_MS));
      }
    } catch (error) {
      request.log.warn({ err: error }, 'session: could not extend the session');
    }
    return payload;
  });

  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      sweepExpiredSessions(deps.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'session: sweeping expired sessions failed'),
      );
    }, SWEEP_INTERVAL_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

  return {
    read: async (request) => (await read(request)).session,
    issue: (request, reply, token) => {
      settled.add(request);
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request, deps.publicUrl, SESSION_TTL_MS));
    },
    clear: (request, reply) => {
      settled.add(request);
      reply.clearCookie(SESSION_COOKIE, clearCookieOptions(request, deps.publicUrl));
    },
  };
}
