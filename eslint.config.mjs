// @ts-check
/**
 * One ESLint run for the whole workspace (`pnpm lint`): typescript-eslint's recommended rules
 * (syntactic only, no type information, so it stays fast), the hooks rules on the front end,
 * and the boundaries between packages:
 *  - no package reaches another package's files by relative path (import-x/no-relative-packages);
 *  - no import of another package's internals: a package is used through its package.json
 *    "exports" (shared-kernel/src/…, api/src/…, api/test/… are refused);
 *  - nothing imports the shell or a remote (the shell loads remotes through Module Federation,
 *    a remote never imports another); what the api, the remotes and the e2e suites share is an
 *    area package (`areas/<zone>`), reached through its entries: `area-immo/contract` (and its
 *    fixtures in tests) anywhere, `area-immo/server` in the api only; the shell and the remotes
 *    never import the api, not even in tests (`area-films/testing` answers the films calls);
 *  - an area's contract (and contract-kit, what contracts are written with) imports no React,
 *    styled-components, nivo or shared-kernel (tests aside) and nothing of Node (it runs in the
 *    browser and in the api); an area's server half never imports the api;
 *  - shared-kernel never imports the shell, a remote or the api; its entries shared apart
 *    (shared-kernel/charts, shared-kernel/edit) reach the rest of the kernel by its package name
 *    only, never by relative path (that would bundle a second copy of its client, cache, state);
 *  - react-router-dom and @tanstack/react-query are reached only through shared-kernel (not
 *    shared by Module Federation: an app importing one would bundle a second copy, and react-query's
 *    hooks would miss the kernel's QueryClient), and within the kernel only routes/router.tsx and
 *    api/reactQuery.ts import them. zod is imported directly by the kernel and the areas' contracts
 *    (not shared: each app bundles the part it uses);
 *  - code that reaches the browser (contract-kit, the areas' contracts, the kernel, the shell,
 *    the remotes) imports `zod/mini` only, never classic zod: classic schemas carry every
 *    method, so the whole library ships on Home. Only the kernel's zodForAreas.ts and
 *    zodConfig.ts take `zod/v4/mini` (the name remote builds do not redirect) and `zod/locales`.
 * Each boundary is one entry of a table below; it is checked in static imports and exports
 * (no-restricted-imports) and in import() and require() calls (no-restricted-syntax).
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONT_SRC = ['shared-kernel/src/**', 'shell/src/**', 'mfe-*/src/**'];
const APPS = ['shell/**', 'mfe-*/**'];
const CJS = ['**/*.cjs', '*/webpack.config.js'];
const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**', '**/fixtures.ts', 'api/test/**', 'areas/*/test/**', 'server-kit/test/**', 'shared-kernel/jest/**'];

/** @typedef {{ regex: string, message: string }} Boundary */

const EXPORTS = "passez par ses « exports » (package.json, champ \"exports\")";

/** @type {Record<string, Boundary>} */
const B = {
  kernelInternals: {
    regex: '^shared-kernel/(src|jest|webpack)/',
    message: `Fichier interne de shared-kernel : ${EXPORTS}, p. ex. 'shared-kernel', 'shared-kernel/schemas', 'shared-kernel/endpoints', 'shared-kernel/legacyGraph'.`,
  },
  apiInternals: {
    regex: '^api/(src|test|dist)(/|$)',
    message: `Fichier interne de l'api : ${EXPORTS}, p. ex. 'api/testing', 'api/seed'.`,
  },
  shell: {
    regex: '^shell(/.*)?$',
    message: "Le shell est une application, pas une bibliothèque : rien ne l'importe (ce qui est partagé va dans shared-kernel).",
  },
  remote: {
    regex: '^mfe-',
    message:
      "Une application n'importe jamais un remote : le shell le charge par Module Federation, un remote n'importe pas un autre remote. Ce que toutes partagent va dans shared-kernel.",
  },
  areaInternals: {
    regex: '^area-[^/]+/(?!(contract|contract/fixtures|server|testing)$)',
    message: `Fichier interne d'une zone : ${EXPORTS}, p. ex. 'area-immo/contract', 'area-immo/contract/fixtures' (tests), 'area-immo/server' (api), 'area-films/testing' (tests).`,
  },
  areaServer: {
    regex: '^area-[^/]+/server$',
    message: "La moitié serveur d'une zone (Fastify, SQLite) ne va que dans l'api : le navigateur et les tests du front n'importent que 'area-<zone>/contract'.",
  },
  contractUi: {
    regex: '^(react|react-dom|styled-components|@nivo|@tanstack|single-spa-react|shared-kernel)(/|$)',
    message: "Le contrat d'une zone sert au navigateur et à l'api : ni React, ni styled-components, ni nivo, ni shared-kernel (hors tests) ; il s'écrit avec contract-kit ('contract-kit/data', '/endpoints', '/schemas', '/legacyGraph', '/topology'), sans interface.",
  },
  contractNode: {
    regex: '^(node:|fastify|better-sqlite3|api$|api/|area-[^/]+/server$)',
    message: "Le contrat d'une zone est lu aussi par le navigateur : rien de Node ni de l'api (cela va dans la moitié serveur, 'src/server').",
  },
  serverToApi: {
    regex: '^api(/.*)?$',
    message: "La moitié serveur d'une zone ne dépend pas de l'api : elle reçoit la plateforme (base, horloge, écritures) par son contexte, l'api l'enregistre, pas l'inverse.",
  },
  appToApi: {
    regex: '^api(/.*)?$',
    message: "Un remote ou le shell n'importe pas l'api, même dans ses tests : ce que ses tests lisent d'une zone vient de son paquet ('area-<zone>/contract/fixtures', 'area-films/testing').",
  },
  kernelToApi: {
    regex: '^api(/.*)?$',
    message: "shared-kernel ne dépend pas de l'api : chaque zone a son contrat dans son paquet (areas/<zone>), l'api l'importe, pas l'inverse.",
  },
  router: {
    regex: '^react-router-dom(/.*)?$',
    message:
      "react-router-dom n'est pas partagé par Module Federation : une application l'importe par shared-kernel (qui réexporte le routeur), sinon elle embarque une seconde copie.",
  },
  zodClassic: {
    regex: '^zod(?!/mini$)(/.*)?$',
    message:
      "Le navigateur n'embarque que zod/mini : écrivez import { z } from 'zod/mini' et la forme fonctionnelle (z.optional(s), s.check(z.minLength(1)), z.pipe(a, b)). zod classique enverrait toute la bibliothèque sur l'accueil.",
  },
  zodClassicInKernel: {
    regex: '^zod(/v3|/v4)?$',
    message: "Le noyau n'embarque que zod/mini (ici 'zod/v4/mini', le nom que les builds des remotes ne redirigent pas) : pas de zod classique.",
  },
  routerInKernel: {
    regex: '^react-router-dom(/.*)?$',
    message: 'Dans shared-kernel, seul routes/router.tsx importe react-router-dom : importez depuis ../routes/router.',
  },
  reactQuery: {
    regex: '^@tanstack/(react-query|query-core)(/.*)?$',
    message:
      "@tanstack/react-query n'est pas partagé par Module Federation : une application l'importe par shared-kernel (qui réexporte ce qui sert), sinon elle embarque une seconde copie dont les hooks ne voient pas le QueryClient du noyau.",
  },
  reactQueryInKernel: {
    regex: '^@tanstack/(react-query|query-core)(/.*)?$',
    message: "Dans shared-kernel, seul api/reactQuery.ts importe @tanstack/react-query : importez depuis ../api/reactQuery (les entrées charts et edit : depuis 'shared-kernel').",
  },
  kernelByPath: {
    regex: '^\\.\\./',
    message:
      "Une entrée à part du noyau (shared-kernel/charts, shared-kernel/edit) prend le reste du noyau par 'shared-kernel', le singleton du shell : par un chemin relatif, elle embarquerait sa propre copie du client, du cache ou d'un état.",
  },
};

/** The monolith baseline of the bench bundles the shell's config and each remote's exposed module, through their exports. */
const MONOLITH = {
  shell: { ...B.shell, regex: '^shell(/(?!webpack\\.config$).*)?$' },
  remote: { ...B.remote, regex: '^mfe-[^/]+(/(?!remote$).*)?$' },
};

/** esquery regex literal: it cannot contain a slash. */
const selectorRegex = (/** @type {string} */ regex) => `/${regex.replaceAll('/', '\\x2F')}/`;

/** @param {Boundary[]} list */
function boundaryRules(list) {
  return {
    'no-restricted-imports': ['error', { patterns: list.map(({ regex, message }) => ({ regex, message })) }],
    'no-restricted-syntax': [
      'error',
      ...list.flatMap(({ regex, message }) => [
        { selector: `ImportExpression[source.value=${selectorRegex(regex)}]`, message },
        { selector: `CallExpression[callee.name='require'][arguments.0.value=${selectorRegex(regex)}]`, message },
      ]),
    ],
  };
}

const EVERYWHERE = [B.kernelInternals, B.apiInternals, B.shell, B.remote, B.areaInternals];

export default defineConfig([
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    '.tmp/**',
    '**/*.d.ts',
    '**/coverage/**',
    'e2e/bench/**/fixtures/**',
    '**/test-results/**',
    '**/playwright-report/**',
    'api/data/**',
  ]),

  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.cjs', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // commonjs: require() and import() are checked too, not only import declarations.
      'import-x/no-relative-packages': ['error', { commonjs: true }],
      ...boundaryRules(EVERYWHERE),
    },
  },

  // Node: root scripts, config files, the api, the e2e suites and bench, jest setup files.
  {
    files: ['scripts/**', '*.{mjs,cjs,js,ts}', '*/*.{mjs,cjs,js,ts}', 'areas/*/*.{cjs,js}', 'api/**', 'areas/*/src/server/**', 'e2e/**', 'shared-kernel/jest/**', 'shared-kernel/webpack/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Browser: the front-end sources, and the bench's functions that Playwright runs in the page.
  {
    files: [...FRONT_SRC, 'e2e/bench/browser/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Tests run under jest (Node or jsdom).
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  // CommonJS files: require() is how they load modules.
  {
    files: CJS,
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  {
    files: FRONT_SRC,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Boundaries per package (each block lists all of its package's entries: a later block
  // replaces the options of an earlier one, it does not add to them).
  {
    files: APPS,
    rules: boundaryRules([B.kernelInternals, B.apiInternals, B.shell, B.remote, B.areaInternals, B.areaServer, B.router, B.reactQuery, B.appToApi, B.zodClassic]),
  },
  {
    files: ['areas/*/src/contract/**'],
    ignores: TESTS,
    rules: boundaryRules([B.kernelInternals, B.apiInternals, B.shell, B.remote, B.areaInternals, B.contractUi, B.contractNode, B.zodClassic]),
  },
  // contract-kit is what contracts are written with: the same rules as a contract.
  {
    files: ['contract-kit/src/**'],
    ignores: TESTS,
    rules: boundaryRules([B.kernelInternals, B.apiInternals, B.shell, B.remote, B.areaInternals, B.contractUi, B.contractNode, B.zodClassic]),
  },
  {
    files: ['areas/*/src/server/**'],
    rules: boundaryRules([B.kernelInternals, B.apiInternals, B.shell, B.remote, B.areaInternals, B.serverToApi]),
  },
  {
    files: ['shared-kernel/**'],
    rules: boundaryRules([B.kernelInternals, B.apiInternals, B.shell, B.remote, B.kernelToApi, B.routerInKernel, B.reactQueryInKernel, B.zodClassic]),
  },
  // The entries shared apart from the kernel (loaded on demand): the kernel only by its name.
  {
    files: ['shared-kernel/src/charts/**', 'shared-kernel/src/edit/**'],
    ignores: TESTS,
    rules: boundaryRules([B.kernelInternals, B.apiInternals, B.shell, B.remote, B.kernelToApi, B.routerInKernel, B.reactQueryInKernel, B.zodClassic, B.kernelByPath]),
  },
  {
    files: ['shared-kernel/src/routes/router.tsx'],
    rules: boundaryRules([B.kernelInternals, B.apiInternals, B.shell, B.remote, B.kernelToApi, B.reactQueryInKernel, B.zodClassic]),
  },
  {
    files: ['shared-kernel/src/api/reactQuery.ts'],
    rules: boundaryRules([B.kernelInternals, B.apiInternals, B.shell, B.remote, B.kernelToApi, B.routerInKernel, B.zodClassic]),
  },
  {
    files: ['shared-kernel/src/api/zodForAreas.ts', 'shared-kernel/src/api/zodConfig.ts'],
    rules: boundaryRules([B.kernelInternals, B.apiInternals, B.shell, B.remote, B.kernelToApi, B.routerInKernel, B.reactQueryInKernel, B.zodClassicInKernel]),
  },
  {
    files: ['e2e/bench/monolith/**'],
    rules: boundaryRules([B.kernelInternals, B.apiInternals, MONOLITH.shell, MONOLITH.remote]),
  },
]);
