/**
 * The boundaries docs/architecture.md describes, checked on every `npm test` (`npm run lint:deps`).
 * Module-level cycles (a cycle between two backend modules that no single file closes) are found by
 * scripts/module-graph.mjs on this same cruise; these rules cover what a single import can break.
 */
const MODULE = '^backend/src/modules/([^/]+)/';
/** What another module may import of a module: its Nest module, its services, its DTOs, and its entities (for relations). */
const PUBLIC_FACE = '(\\.module|\\.service|\\.dto|\\.entity)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'module-reached-by-its-face-only',
      comment: 'Outside its folder a backend module is reached only through its module, service, DTO or entity files.',
      severity: 'error',
      from: { path: MODULE },
      to: { path: '^backend/src/modules/', pathNot: [`${MODULE.replace('([^/]+)', '$1')}`, PUBLIC_FACE] },
    },
    {
      name: 'common-imports-no-module',
      comment: 'common/ sits below every module (STYLE.md).',
      severity: 'error',
      from: { path: '^backend/src/common/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'no-file-cycle',
      severity: 'error',
      from: { path: '^(backend/src|frontend/src|vocabulary/src)/' },
      to: { circular: true },
    },
    {
      name: 'features-do-not-import-features',
      comment: 'bulletproof-react: a web-app feature does not import another feature; shared parts live in components/ or lib/.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'shared-web-code-imports-no-feature',
      severity: 'error',
      from: { path: '^frontend/src/(components|lib)/' },
      to: { path: '^frontend/src/(features|app|admin)/' },
    },
    {
      name: 'vocabulary-imports-no-app',
      severity: 'error',
      from: { path: '^vocabulary/src/' },
      to: { path: '^(backend|frontend)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
