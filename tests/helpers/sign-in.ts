import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

export const OWNER_TEST_PASSWORD = 'correct horse battery staple';

/** Posts the sign-in form as a browser on our own origin would. */
export function postLoginForm(
  test: TestApp,
  fields: Record<string, string>,
  options: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return test.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      origin: test.config.publicUrl,
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'integration-test',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The `sid=…` Cookie header from a reply that set the session cookie, or null. */
export function sessionCookieOf(reply: LightMyRequestResponse): string | null {
  const cookie = reply.cookies.find((entry) => entry.name === 'sid' && entry.value !== '');
  return cookie ? `sid=${encodeURIComponent(cookie.value)}` : null;
}

export function setCookieHeaders(reply: LightMyRequestResponse): string[] {
  const header = reply.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [String(header)];
}
