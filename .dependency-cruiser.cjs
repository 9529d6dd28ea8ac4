/**
 * The layer rules of docs/architecture.md, checked on every `npm run check` and `npm test`:
 * routes → services → platform/repositories; the resume engine and src/shared stand alone; the
 * browser never imports the server; no cycles.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle makes load order matter and the layers meaningless.',
      from: { path: '^(src|content)/' },
      // Type-only imports vanish at compile time; a cycle through them only is harmless.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'The browser bundle must never pull in server code (secrets, Node APIs).',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'src/shared runs on both sides, so it imports neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'resume-engine-stands-alone',
      severity: 'error',
      comment: 'The resume engine is pure: it imports only src/shared and libraries.',
      from: { path: '^src/server/resume/' },
      to: { path: '^src/server/', pathNot: '^src/server/resume/' },
    },
    {
      name: 'platform-knows-no-feature',
      severity: 'error',
      comment: 'Shared machinery must not depend on the areas that use it.',
      from: { path: '^src/server/platform/' },
      to: { path: '^src/server/(routes|services|resume|plugins)/' },
    },
    {
      name: 'services-know-no-http-layer',
      severity: 'error',
      comment:
        'Services return values or throw AppError; they never call routes or plugins (the type of who is calling, Principal, is shared).',
      from: { path: '^src/server/services/' },
      to: { path: '^src/server/(routes|plugins)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'routes-run-no-sql',
      severity: 'error',
      comment: 'A route reads through a repository and writes through a service, never the tables.',
      from: { path: '^src/server/routes/' },
      to: { path: '^src/server/db/schema' },
    },
    {
      name: 'routes-stay-in-their-area',
      severity: 'error',
      comment: 'What two route areas share belongs in platform/ or a service.',
      from: { path: '^src/server/routes/([^/]+)/' },
      to: { path: '^src/server/routes/([^/]+)/', pathNot: '^src/server/routes/$1/' },
    },
    {
      name: 'nothing-imports-the-composition-root',
      severity: 'error',
      from: { path: '^src/server/(routes|services|platform|plugins|resume)/' },
      to: { path: '^src/server/(app|main)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(node_modules|dist)/' },
  },
};
