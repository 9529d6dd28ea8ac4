import * as oidc from 'openid-client';
import { cleanText } from '../../platform/input-text';

export type OidcSettings = {
  issuerUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
};

/** What the browser carries between /api/login and /api/callback (in a signed cookie). */
export type OidcTransaction = { state: string; nonce: string; codeVerifier: string; returnTo: string };

export type OidcIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
};

export type OidcFailureKind = 'unavailable' | 'denied' | 'invalid';

export class OidcSignInError extends Error {
  constructor(
    readonly kind: OidcFailureKind,
    message: string,
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'OidcSignInError';
  }
}

export type OidcClient = {
  /** `chooseAccount`: ask the provider to let the person pick (or sign in as) another account. */
  startSignIn(
    returnTo: string,
    options?: { chooseAccount?: boolean },
  ): Promise<{ url: URL; transaction: OidcTransaction }>;
  finishSignIn(callbackUrl: URL, transaction: OidcTransaction): Promise<OidcIdentity>;
  /** Where to send the browser to end the provider's session too, or null when it has no such endpoint. */
  endSessionUrl(postLogoutRedirectUri: string): Promise<URL | null>;
};

/**
 * `select_account` where the provider says it supports it, else `login`: either way the provider
 * asks instead of silently reusing the account it just signed in (and we just refused).
 */
export function choosePrompt(supported: unknown): 'select_account' | 'login' {
  return Array.isArray(supported) && supported.includes('select_account') ? 'select_account' : 'login';
}

const REQUEST_TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';

type Claims = Record<string, unknown>;

/** A claim is text from another system: cleaned as it enters, like any request's text. */
const stringClaim = (claims: Claims, name: string): string | null => {
  const value = claims[name];
  const text = typeof value === 'string' ? cleanText(value).trim() : '';
  return text === '' ? null : text;
};

/** Some providers send email_verified as the string "true". */
const isVerified = (value: unknown): boolean => value === true || value === 'true';

function toIdentity(issuer: string, claims: Claims, subject: string): OidcIdentity {
  return {
    issuer,
    subject,
    email: stringClaim(claims, 'email')?.toLowerCase() ?? null,
    isEmailVerified: isVerified(claims.email_verified),
    firstName: stringClaim(claims, 'given_name'),
    lastName: stringClaim(claims, 'family_name'),
    picture: stringClaim(claims, 'picture'),
  };
}

/**
 * Authorization code flow with PKCE, state and nonce (openid-client). Discovery happens on
 * the first sign-in and is retried after a failure, so a provider outage never stops startup.
 */
/** Where the provider sends the browser back after sign-in. */
export const OIDC_CALLBACK_PATH = '/api/callback';

export function createOidcClient(settings: OidcSettings): OidcClient {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? undefined : oidc.None(),
        {
          timeout: REQUEST_TIMEOUT_SECONDS,
          // An http:// issuer is the operator's explicit choice (a provider on the same host).
          execute: settings.issuerUrl.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw new OidcSignInError('unavailable', 'The identity provider could not be reached', {
          cause: error,
        });
      });
    return configuration;
  }

  return {
    async startSignIn(returnTo, options = {}) {
      const config = await discover();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const transaction = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier, returnTo };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
        ...(options.chooseAccount
          ? { prompt: choosePrompt(config.serverMetadata().prompt_values_supported) }
          : {}),
      });
      return { url, transaction };
    },

    async endSessionUrl(postLogoutRedirectUri) {
      try {
        const config = await discover();
        if (!config.serverMetadata().end_session_endpoint) return null;
        return oidc.buildEndSessionUrl(config, {
          post_logout_redirect_uri: postLogoutRedirectUri,
          client_id: settings.clientId,
        });
      } catch {
        // The provider is unreachable: the local session is gone anyway, so sign-out still ends here.
        return null;
      }
    },

    async finishSignIn(callbackUrl, transaction) {
      const config = await discover();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: transaction.codeVerifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new Error('no ID token claims');
        let claims: Claims = { ...idClaims };
        // Providers that follow the core spec strictly put email only in the userinfo answer.
        if (!claims.email || claims.email_verified === undefined) {
          const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...claims, ...userInfo };
        }
        return toIdentity(config.serverMetadata().issuer, claims, idClaims.sub);
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError) {
          throw new OidcSignInError('denied', `The identity provider refused: ${error.error}`, {
            cause: error,
          });
        }
        throw new OidcSignInError('invalid', 'The sign-in response could not be verified', { cause: error });
      }
    },
  };
}
