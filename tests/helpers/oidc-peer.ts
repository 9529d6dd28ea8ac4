import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type PeerAccount = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

export type OidcPeer = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who "logs in" at the provider on the next interaction. */
  signInNextAs(account: PeerAccount): void;
  /** Every authorization request the provider received, for checking PKCE, state and nonce. */
  authorizationRequests: URL[];
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1. Its login and consent screens
 * are replaced by one route that signs in whichever account the test chose and grants the
 * requested scopes, so the flow runs over plain HTTP without a browser.
 */
export async function startOidcPeer(redirectUri: string): Promise<OidcPeer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'portfolio';
  const clientSecret = 'portfolio-client-secret-for-tests';
  const accounts = new Map<string, PeerAccount>();
  let next: PeerAccount | undefined;
  const authorizationRequests: URL[] = [];

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        // The site's home page, where RP-initiated logout returns.
        post_logout_redirect_uris: [new URL('/', redirectUri).href],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    cookies: { keys: ['oidc-peer-cookie-key-for-tests'] },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: async (_context: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
    },
  });
  const handle = provider.callback();

  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/auth') authorizationRequests.push(url);
    if (!url.pathname.startsWith('/interaction/')) return handle(request, response);
    void (async () => {
      const account = next;
      if (!account) throw new Error('signInNextAs was not called');
      accounts.set(account.sub, account);
      const details = await provider.interactionDetails(request, response);
      const grant = new provider.Grant({ accountId: account.sub, clientId: details.params.client_id });
      grant.addOIDCScope(details.params.scope);
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: account.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    authorizationRequests,
    signInNextAs: (account) => {
      next = account;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Follows the provider's redirects like a browser (keeping its cookies) from the authorization
 * URL until it sends the browser back to `redirectUri`; returns that callback URL.
 */
export async function followProviderRedirects(authorizationUrl: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  let location = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (location.startsWith(redirectUri)) return new URL(location);
    const response = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const next = response.headers.get('location');
    if (!next)
      throw new Error(
        `the provider answered ${response.status} without a redirect: ${await response.text()}`,
      );
    location = new URL(next, location).href;
  }
  throw new Error('too many redirects at the provider');
}
