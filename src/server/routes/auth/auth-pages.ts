import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../../shared/text/escape-html';
import { toCspHash } from '../../lib/inline-scripts';
import { serializeCsp } from '../../plugins/security-headers';

/**
 * The server-rendered sign-in and message pages: no scripts, no external assets, one
 * <style> block allowed by its hash, so they work even when the client bundle does not.
 */
const STYLE = `
:root{color-scheme:light dark;--bg:#f8fafc;--card:#fff;--text:#0f172a;--muted:#475569;--line:#cbd5e1;--accent:#1d4ed8;--error:#b91c1c}
@media (prefers-color-scheme:dark){:root{--bg:#0b1120;--card:#111827;--text:#f1f5f9;--muted:#94a3b8;--line:#334155;--accent:#60a5fa;--error:#f87171}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:1rem}
main{width:100%;max-width:24rem;background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:2rem;box-shadow:0 10px 30px rgb(0 0 0/.08)}
h1{font-size:1.5rem;margin:0 0 1rem}
p{color:var(--muted);margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.625rem .75rem;border:1px solid var(--line);border-radius:.5rem;background:transparent;color:inherit;font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.75rem;border:0;border-radius:.5rem;background:var(--accent);color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{color:var(--error);font-weight:600}
a{color:var(--accent)}
.back{margin:1.5rem 0 0;text-align:center}
`;

const STYLE_HASH = toCspHash(STYLE);

/** The stricter policy of these pages (a route's `config.contentSecurityPolicy`): no script at all, only this stylesheet. */
export function buildAuthPagePolicy(app: FastifyInstance): string {
  return serializeCsp({ ...app.cspDirectives, 'script-src': ["'none'"], 'style-src': [STYLE_HASH] });
}

function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export type SignInPage = { returnTo: string; username?: string; error?: string };

export function renderSignInPage(page: SignInPage): string {
  const error = page.error ? `<p class="error" role="alert">${escapeHtml(page.error)}</p>` : '';
  return renderPage(
    'Sign in',
    `<h1>Sign in</h1>
<p>The tools are for the site owner.</p>
${error}
<form method="post" action="/api/login">
<label for="username">Username or email</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="254" value="${escapeHtml(page.username ?? '')}"${page.username ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${page.username ? ' autofocus' : ''}>
<input type="hidden" name="returnTo" value="${escapeHtml(page.returnTo)}">
<button type="submit">Sign in</button>
</form>
<p class="back"><a href="/">Back to the portfolio</a></p>`,
  );
}

export type MessagePage = { title: string; message: string; link?: { href: string; text: string } };

export function renderMessagePage(page: MessagePage): string {
  const link = page.link ?? { href: '/', text: 'Back to the portfolio' };
  return renderPage(
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.message)}</p>
<p class="back"><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
  );
}

/** Auth pages and redirects are personal: never cached by the browser or a proxy. */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
}

/** Asked when a sign-out link was followed from another site: only a click here signs out. */
export function renderSignOutPage(): string {
  return renderPage(
    'Sign out',
    `<h1>Sign out?</h1>
<p>You followed a sign-out link from another site.</p>
<form method="post" action="/api/logout">
<button type="submit">Sign out</button>
</form>
<p class="back"><a href="/tools">Stay signed in</a></p>`,
  );
}
