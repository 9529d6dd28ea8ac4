import type { AddressInfo } from 'node:net';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services';
import { registerCertificateRoutes } from './certificate-routes';
import { registerFileRoutes } from './file-routes';
import { registerOverviewRoutes } from './overview-routes';
import { registerScreenshotRoutes } from './screenshot-routes';

export type AdminToolDeps = Pick<
  AppServices,
  'config' | 'database' | 'db' | 'certificateKey' | 'previews' | 'blogImages'
>;

/** Where a listening server can reach itself: the loopback address for a wildcard bind. */
function localUrlOf(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  return `http://${loopbackHost(address)}:${address.port}`;
}

function loopbackHost(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '[::1]';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}

/**
 * The admin tools (spec §2 Admin Tools, §7): certificates, files, screenshots, dashboard, database
 * and activity. The preview service learns the address the server listens on, to screenshot it.
 */
export async function registerAdminTools(app: FastifyInstance, deps: AdminToolDeps): Promise<void> {
  const { config, previews } = deps;
  app.addHook('onListen', async () => {
    const url = localUrlOf(app);
    if (url) previews.setSiteUrl(url);
  });

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1 } });
    }
    registerCertificateRoutes(scope, deps);
    registerFileRoutes(scope, deps);
    registerScreenshotRoutes(scope, deps);
    registerOverviewRoutes(scope, deps);
  });
}
