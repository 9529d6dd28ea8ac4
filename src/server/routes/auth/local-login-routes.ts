import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginFormSchema } from '../../../shared/api/auth';
import { formatWait } from '../../plugins/friendly-rate-limit';
import { signInWithPassword } from '../../services/auth/local-sign-in';
import { toSafeReturnPath } from '../../services/auth/return-path';
import { buildAuthPagePolicy, renderMessagePage, renderSignInPage, sendHtml } from './auth-pages';
import { type AuthRouteDeps, NAVIGATION_RATE_LIMIT } from './auth-route-deps';
import { acceptFormPosts } from './form-body';
import { loginQuerySchema } from './login-query';

const FORM_BODY_LIMIT = 4 * 1024;
const WRONG_CREDENTIALS = 'Incorrect username or password.';

function readFormField(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The embedded sign-in: a server-rendered form posting the owner's password. */
export async function registerLocalLoginRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const contentSecurityPolicy = buildAuthPagePolicy(app);

  await app.register(async (scope) => {
    acceptFormPosts(scope, FORM_BODY_LIMIT);
    const typed = scope.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/api/login',
      {
        config: { public: true, rateLimit: NAVIGATION_RATE_LIMIT, contentSecurityPolicy },
        schema: { querystring: loginQuerySchema },
      },
      async (request, reply) => {
        const returnTo = toSafeReturnPath(request.query.returnTo);
        const principal = await deps.identify(request);
        if (principal?.isOwner) return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
        return sendHtml(reply, 200, renderSignInPage({ returnTo }));
      },
    );

    typed.post(
      '/api/login',
      {
        config: {
          public: true,
          sameOriginOnly: true,
          rateLimit: NAVIGATION_RATE_LIMIT,
          contentSecurityPolicy,
        },
        bodyLimit: FORM_BODY_LIMIT,
        attachValidation: true,
        schema: { body: loginFormSchema },
      },
      async (request, reply) => {
        const returnTo = toSafeReturnPath(readFormField(request.body, 'returnTo'));
        const typedName = readFormField(request.body, 'username')?.slice(0, 254) ?? '';
        if (request.validationError) {
          const error = 'Enter your username or email and your password.';
          return sendHtml(reply, 400, renderSignInPage({ returnTo, username: typedName, error }));
        }
        const previous = await deps.sessions.read(request);
        const result = await signInWithPassword(deps.db, request, {
          identifier: request.body.username,
          password: request.body.password,
          previousSid: previous?.sid ?? null,
        });
        if (result.outcome === 'signed-in') {
          deps.sessions.issue(request, reply, result.token);
          return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
        }
        if (result.outcome === 'throttled') {
          const wait = formatWait(result.retryAfterMs);
          reply.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
          return sendHtml(
            reply,
            429,
            renderMessagePage({
              title: 'Too many attempts',
              message: `Too many failed sign-in attempts. For your security, please wait ${wait} and try again.`,
              link: { href: `/api/login?returnTo=${encodeURIComponent(returnTo)}`, text: 'Back to sign in' },
            }),
          );
        }
        return sendHtml(
          reply,
          401,
          renderSignInPage({ returnTo, username: typedName, error: WRONG_CREDENTIALS }),
        );
      },
    );
  });
}
