import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../../src/server/platform/log-options';
import { followProviderRedirects, type OidcPeer, startOidcPeer } from '../../helpers/oidc-peer';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const PUBLIC_URL = 'http://localhost:5000';
const REDIRECT_URI = `${PUBLIC_URL}/api/callback`;

let peer: OidcPeer;
let test: TestApp;
const log: string[] = [];

beforeAll(async () => {
  peer = await startOidcPeer(REDIRECT_URI);
  test = await createTestApp({
    identify: 'sessions',
    logStream: { write: (line) => log.push(line) },
    env: {
      PUBLIC_URL,
      OIDC_ISSUER_URL: peer.issuer,
      OIDC_CLIENT_ID: peer.clientId,
      OIDC_CLIENT_SECRET: peer.clientSecret,
      OWNER_EMAILS: 'owner@example.com',
    },
  });
});
afterAll(async () => {
  await test?.close();
  await peer?.close();
});

function cookieValue(setCookie: string | string[] | undefined, name: string): string {
  const headers = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const header = headers.find((entry) => entry.startsWith(`${name}=`)) ?? '';
  return decodeURIComponent(header.slice(name.length + 1).split(';')[0] ?? '');
}

describe('what the log keeps of a whole sign-in', () => {
  it('holds no authorization code, state, cookie, client secret or token', async () => {
    peer.signInNextAs({ sub: 'owner', email: 'owner@example.com', email_verified: true, given_name: 'Alex' });
    const start = await test.app.inject({ method: 'GET', url: '/api/login?returnTo=%2Ftools' });
    const transaction = cookieValue(start.headers['set-cookie'], 'oidc_tx');
    const back = await followProviderRedirects(String(start.headers.location), REDIRECT_URI);
    const code = back.searchParams.get('code') ?? '';
    const state = back.searchParams.get('state') ?? '';
    expect(code.length).toBeGreaterThan(8);
    const callback = await test.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: `oidc_tx=${encodeURIComponent(transaction)}` },
    });
    expect(callback.statusCode).toBe(303);
    const session = cookieValue(callback.headers['set-cookie'], 'sid');
    const cookie = `sid=${encodeURIComponent(session)}`;
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/auth/admin-token',
      headers: { cookie, origin: PUBLIC_URL },
      payload: {},
    });
    const token = created.json().token as string;
    const bearer = await test.app.inject({
      method: 'GET',
      url: `/api/admin/session?token=${encodeURIComponent(token)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);
    await test.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });

    const text = log.join('');
    expect(text).toContain('/api/callback?');
    expect(text).toContain('[redacted]');
    const secrets = { code, state, transaction, session, token, clientSecret: peer.clientSecret ?? '' };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(8);
      expect(text.includes(secret), `${name} appears in the log`).toBe(false);
    }
  });

  it('redacts secret query values and keeps the rest readable', () => {
    expect(redactUrl('/api/callback?code=abc&state=def&iss=https%3A%2F%2Fid.example')).toBe(
      '/api/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid.example',
    );
    expect(redactUrl('/api/job/applications?search=acme&access_token=x&apiKey=y')).toBe(
      '/api/job/applications?search=acme&access_token=[redacted]&apiKey=[redacted]',
    );
    expect(redactUrl('/api/x?%63ode=z')).toBe('/api/x?%63ode=[redacted]');
    expect(redactUrl('/blog')).toBe('/blog');
  });
});
