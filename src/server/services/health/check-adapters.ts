import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import type { AdapterProblem } from '../../../shared/api/health';
import type { Config } from '../../config';

/** Each check gives up after this long: a configured server that slow is not one to rely on. */
export const ADAPTER_CHECK_TIMEOUT_MS = 3_000;

export type AdapterConfig = Pick<
  Config,
  'OIDC_ISSUER_URL' | 'SMTP_URL' | 'LLM_BASE_URL' | 'LLM_API_KEY' | 'CHROMIUM_PATH'
>;

type Check = { adapter: AdapterProblem['adapter']; run: () => Promise<void> };

/** A one-line reason: the error's code and message, never a credential from a URL. */
export function describeFailure(error: unknown): string {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.cause?.code ??
    (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const text = typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
  return text
    .replace(/\/\/[^/@\s]*@/g, '//***@')
    .replace(/\s+/g, ' ')
    .trim();
}

async function fetchOk(url: string, headers: Record<string, string> = {}): Promise<void> {
  const reply = await fetch(url, { headers, signal: AbortSignal.timeout(ADAPTER_CHECK_TIMEOUT_MS) });
  await reply.body?.cancel();
  if (!reply.ok) throw new Error(`answered HTTP ${reply.status}`);
}

const hostOf = (url: string) => new URL(url).host;

/** The checks of the adapters this configuration turns on; the embedded defaults need none. */
function listChecks(config: AdapterConfig): Check[] {
  const checks: Check[] = [];
  const issuer = config.OIDC_ISSUER_URL;
  if (issuer) {
    checks.push({
      adapter: 'sign-in',
      run: () => fetchOk(new URL('.well-known/openid-configuration', `${issuer.replace(/\/+$/, '')}/`).href),
    });
  }
  const smtp = config.SMTP_URL;
  if (smtp) {
    checks.push({
      adapter: 'email',
      run: async () => {
        const transport = nodemailer.createTransport({
          url: smtp,
          connectionTimeout: ADAPTER_CHECK_TIMEOUT_MS,
          greetingTimeout: ADAPTER_CHECK_TIMEOUT_MS,
          socketTimeout: ADAPTER_CHECK_TIMEOUT_MS,
          dnsTimeout: ADAPTER_CHECK_TIMEOUT_MS,
        });
        try {
          await transport.verify();
        } finally {
          transport.close();
        }
      },
    });
  }
  const model = config.LLM_BASE_URL;
  if (model) {
    checks.push({
      adapter: 'model',
      run: () =>
        fetchOk(
          `${model.replace(/\/+$/, '')}/models`,
          config.LLM_API_KEY ? { authorization: `Bearer ${config.LLM_API_KEY}` } : {},
        ),
    });
  }
  const chromium = config.CHROMIUM_PATH;
  if (chromium) {
    checks.push({
      adapter: 'screenshots',
      run: async () => {
        try {
          await access(chromium, constants.X_OK);
        } catch {
          throw new Error(`no program at ${chromium}`);
        }
      },
    });
  }
  return checks;
}

const NAMES: Record<AdapterProblem['adapter'], (config: AdapterConfig) => string> = {
  'sign-in': (config) => `OpenID Connect issuer ${config.OIDC_ISSUER_URL}`,
  email: (config) => `SMTP server ${hostOf(config.SMTP_URL ?? '')}`,
  model: (config) => `model server ${config.LLM_BASE_URL}`,
  screenshots: (config) => `Chromium at ${config.CHROMIUM_PATH}`,
};

/** Every configured adapter that cannot be reached now, named, with the reason. */
export async function checkAdapters(config: AdapterConfig): Promise<AdapterProblem[]> {
  const results = await Promise.all(
    listChecks(config).map(async ({ adapter, run }): Promise<AdapterProblem | null> => {
      try {
        await run();
        return null;
      } catch (error) {
        return { adapter, name: NAMES[adapter](config), reason: describeFailure(error) };
      }
    }),
  );
  return results.filter((problem): problem is AdapterProblem => problem !== null);
}
