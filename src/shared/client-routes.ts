/** The pages the client renders; the server answers any other page path with status 404. */
export const clientRoutes = {
  home: '/',
  blog: '/blog',
  tools: '/tools',
  admin: '/tools/admin',
  job: '/tools/job',
  /** The Save posting dialog the bookmarklet opens in a popup (0113). */
  jobSave: '/tools/job/save',
  resume: '/tools/resume',
  messages: '/tools/messages',
  insights: '/tools/insights',
} as const;

const knownPaths: ReadonlySet<string> = new Set(Object.values(clientRoutes));

export function isClientRoute(pathname: string): boolean {
  return knownPaths.has(pathname);
}
