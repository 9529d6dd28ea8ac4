import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSecureRequest } from '../../plugins/secure-transport';
import {
  OIDC_CALLBACK_PATH,
  type OidcClient,
  OidcSignInError,
  type OidcTransaction,
} from '../../services/auth/oidc-client';
import { signInWithOidcIdentity } from '../../services/auth/oidc-sign-in';
import { toSafeReturnPath } from '../../services/auth/return-path';
import { buildAuthPagePolicy, renderMessagePage, sendHtml } from './auth-pages';
import { type AuthRouteDeps, NAVIGATION_RATE_LIMIT } from './auth-route-deps';
import { loginQuerySchema } from './login-query';

const TRANSACTION_COOKIE = 'oidc_tx';
/** Set after a refusal: the next sign-in asks the provider for another account, not the refused one. */
const SWITCH_COOKIE = 'oidc_switch';
const SWITCH_TTL_SECONDS = 10 * 60;
const LOGIN_PATH = '/api/login';
const TRANSACTION_TTL_SECONDS = 10 * 60;

const transactionSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
});

/**
 * State, nonce and PKCE verifier ride in a signed, HttpOnly cookie scoped to the callback,
 * so no row is written for visitors who never finish, and the flow is bound to this browser.
 * SameSite=Lax still sends it on the provider's top-level redirect back to us.
 */
function transactionCookieOptions(request: FastifyRequest, publicUrl: string) {
  return {
    path: OIDC_CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(request, publicUrl),
    signed: true,
  };
}

function readTransaction(request: FastifyRequest): OidcTransaction | null {
  const raw = request.cookies[TRANSACTION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = transactionSchema.safeParse(
      JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function sendFailure(reply: FastifyReply, error: unknown, request: FastifyRequest) {
  const kind = error instanceof OidcSignInError ? error.kind : 'invalid';
  request.log.warn({ err: error, kind }, 'oidc: sign-in failed');
  const again = { href: '/api/login', text: 'Try signing in again' };
  if (kind === 'unavailable') {
    const message = 'The sign-in service cannot be reached right now. Please try again in a few minutes.';
    return sendHtml(reply, 503, renderMessagePage({ title: 'Sign-in unavailable', message, link: again }));
  }
  const message =
    kind === 'denied'
      ? 'Sign-in was cancelled or refused at the identity provider.'
      : 'The answer from the identity provider could not be verified, so you were not signed in.';
  return sendHtml(reply, 400, renderMessagePage({ title: 'Sign-in failed', message, link: again }));
}

const switchHref = (returnTo: string) =>
  `${LOGIN_PATH}?account=switch&returnTo=${encodeURIComponent(returnTo)}`;

function switchCookieOptions(request: FastifyRequest, publicUrl: string) {
  return {
    path: LOGIN_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(request, publicUrl),
  };
}

/** Sign-in through any OpenID Connect provider; only verified OWNER_EMAILS are admitted. */
export function registerOidcRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const client = deps.oidcClient;
  if (!client) return;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const contentSecurityPolicy = buildAuthPagePolicy(app);

  typed.get(
    LOGIN_PATH,
    {
      config: { public: true, rateLimit: NAVIGATION_RATE_LIMIT, contentSecurityPolicy },
      schema: { querystring: loginQuerySchema },
    },
    async (request, reply) => {
      const returnTo = toSafeReturnPath(request.query.returnTo);
      reply.header('Cache-Control', 'no-store');
      const principal = await deps.identify(request);
      if (principal?.isOwner) return reply.redirect(returnTo, 303);
      const chooseAccount = request.query.account === 'switch' || Boolean(request.cookies[SWITCH_COOKIE]);
      try {
        const { url, transaction } = await client.startSignIn(returnTo, { chooseAccount });
        if (request.cookies[SWITCH_COOKIE])
          reply.clearCookie(SWITCH_COOKIE, switchCookieOptions(request, deps.config.publicUrl));
        const value = Buffer.from(JSON.stringify(transaction)).toString('base64url');
        reply.setCookie(TRANSACTION_COOKIE, value, {
          ...transactionCookieOptions(request, deps.config.publicUrl),
          maxAge: TRANSACTION_TTL_SECONDS,
        });
        return reply.redirect(url.href, 303);
      } catch (error) {
        return sendFailure(reply, error, request);
      }
    },
  );

  typed.get(
    OIDC_CALLBACK_PATH,
    {
      config: { public: true, rateLimit: NAVIGATION_RATE_LIMIT, contentSecurityPolicy },
      // The parameters (code, state, iss or error) are validated by openid-client.
      schema: { querystring: z.record(z.string(), z.unknown()) },
    },
    async (request, reply) => {
      const transaction = readTransaction(request);
      const { signed: _signed, ...clearOptions } = transactionCookieOptions(request, deps.config.publicUrl);
      reply.clearCookie(TRANSACTION_COOKIE, clearOptions).header('Cache-Control', 'no-store');
      if (!transaction) {
        const message =
          'This sign-in took too long or was started in another browser, so it cannot be completed. Please start again.';
        return sendHtml(
          reply,
          400,
          renderMessagePage({
            title: 'Sign-in expired',
            message,
            link: { href: '/api/login', text: 'Sign in' },
          }),
        );
      }
      const queryStart = request.url.indexOf('?');
      const query = queryStart === -1 ? '' : request.url.slice(queryStart);
      let identity: Awaited<ReturnType<OidcClient['finishSignIn']>>;
      try {
        identity = await client.finishSignIn(
          new URL(`${deps.config.publicUrl}${OIDC_CALLBACK_PATH}${query}`),
          transaction,
        );
      } catch (error) {
        return sendFailure(reply, error, request);
      }
      const previous = await deps.sessions.read(request);
      const result = await signInWithOidcIdentity(
        deps.db,
        request,
        identity,
        deps.config.OWNER_EMAILS,
        previous?.sid ?? null,
      );
      if (result.outcome === 'refused') {
        reply.setCookie(SWITCH_COOKIE, '1', {
          ...switchCookieOptions(request, deps.config.publicUrl),
          maxAge: SWITCH_TTL_SECONDS,
        });
        const link = { href: switchHref(transaction.returnTo), text: 'Use another account' };
        const who = identity.email ?? 'This account';
        // An owner address the provider has not verified could be anyone's: say so, and what to do.
        const page =
          identity.email !== null && !identity.isEmailVerified
            ? {
                title: 'Email not verified',
                message: `The identity provider has not verified ${who}, so it cannot be trusted as the owner's address. Verify it with the provider, then sign in again, or use another account.`,
                link,
              }
            : {
                title: 'Not authorised',
                message: `${who} is not authorised to use these tools. They are private to the site owner.`,
                link,
              };
        return sendHtml(reply, 403, renderMessagePage(page));
      }
      deps.sessions.issue(request, reply, result.token);
      return reply.redirect(toSafeReturnPath(transaction.returnTo), 303);
    },
  );
}
