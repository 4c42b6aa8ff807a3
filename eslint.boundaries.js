/*
 * Import boundaries (docs/contributing.md, "What may import what"). Written as plain ESLint rules so
 * they need no plugin; src/test/import-boundaries.test.ts proves that they fail.
 *
 * - Shared code (src/api, src/lib, src/components, src/query-client.ts) never imports a feature, a
 *   route, the route tree or the demo (src/demo).
 * - The demo never imports a feature or a route.
 * - A feature imports another feature only through its `queries.ts` (`@/features/<name>/queries`),
 *   imports its own files by relative paths that stay inside its folder, and never imports a route.
 * - src/components/table renders tables and nothing else: it reads no query and sends no request
 *   (pickers and names that read the API live in src/components/pickers, writes in
 *   src/components/write, CSV export in src/components/export, URL search state in src/lib/url-search).
 * - src/routes, src/main.tsx and src/router.tsx compose features and may import anything.
 * - The one exception, and why (docs/contributing.md, "Each feature declares its pages' facts"):
 *   three shared collectors gather what every feature declares about its pages, each by an eager
 *   `import.meta.glob` of one declaration file name in every feature folder (COLLECTORS below).
 *   They name no feature: a page is added in its own folder, and no shared list names it. The
 *   declarations stay leaves, so no feature code comes into shared code through them: `pages.ts`
 *   and `explorer-pages.ts` import only the message macro and types, a `reads.ts` only zod/mini, the
 *   macro, the checks in src/api/reads (not the collector) and types. Any other glob of
 *   src/features from shared code is refused like an import.
 *
 * ESLint's no-restricted-imports does not see `import()`; no-restricted-syntax covers it.
 */

const SHARED = [
  'src/api/**/*.{ts,tsx}',
  'src/lib/**/*.{ts,tsx}',
  'src/components/**/*.{ts,tsx}',
  'src/query-client.ts',
];

const sharedMessage =
  'Shared code never imports a feature or a route: move what it needs into src/api, src/lib or src/components, or let the route compose it (docs/contributing.md).';
const featureMessage =
  "A feature imports another feature only through its queries.ts ('@/features/<name>/queries'); anything else the two share belongs in src/api, src/lib or src/components (docs/contributing.md).";
const climbMessage =
  "Relative imports stay inside the feature's folder; reach other code through '@/'.";
const routeMessage = 'Only routes import routes.';

const tableMessage =
  'src/components/table only renders tables: a component that reads the API goes into src/components/pickers, a write into src/components/write, an export into src/components/export, URL search state into src/lib/url-search (docs/contributing.md).';

const demoMessage =
  'The demo (src/demo) sits above shared code: shared code never imports it, and it imports no feature or route; let the route compose it (docs/contributing.md).';

const upPatterns = [
  { regex: '(^@/|/)features(/|$)', message: sharedMessage },
  { regex: '(^@/|/)routes(/|$)', message: sharedMessage },
  { regex: '(^@/|/)routeTree\\.gen$', message: sharedMessage },
];
const sharedPatterns = [...upPatterns, { regex: '(^@/|/)demo(/|$)', message: demoMessage }];
const sharedSyntax = {
  selector: 'ImportExpression[source.value=/(^@.|[.].)(features|routes|demo)[^a-z-]/]',
  message: sharedMessage,
};

// `import.meta.glob('@/features/…')`: an import of features like any other (ESLint sees no import).
const GLOB = "CallExpression[callee.object.meta.name='import'][callee.property.name='glob']";
const sharedGlob = {
  selector: `${GLOB} Literal[value=/features/]`,
  message: sharedMessage,
};

const shared = {
  files: SHARED,
  rules: {
    'no-restricted-imports': ['error', { patterns: sharedPatterns }],
    'no-restricted-syntax': ['error', sharedSyntax, sharedGlob],
  },
};

/** Each collector and the one declaration file it globs in every feature folder (src/lib/feature-facts.ts). */
const COLLECTORS = {
  'src/components/layout/nav-items.ts': 'pages',
  'src/lib/console-pages.ts': 'explorer-pages',
  'src/api/reads/panels.ts': 'reads',
};
const collectors = Object.entries(COLLECTORS).map(([file, declaration]) => ({
  files: [file],
  rules: {
    'no-restricted-syntax': [
      'error',
      sharedSyntax,
      {
        selector: `${GLOB} Literal[value=/features/][value!='@/features/*/${declaration}.ts']`,
        message: `This collector globs '@/features/*/${declaration}.ts' and nothing else of the features (eslint.boundaries.js).`,
      },
    ],
  },
}));

// The demo: above shared code, below the features and routes (a feature may load the demo's store lazily).
const demo = {
  files: ['src/demo/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: upPatterns.map((pattern) => ({ ...pattern, message: demoMessage })) },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ImportExpression[source.value=/(^@.|[.].)(features|routes)[^a-z-]/]',
        message: demoMessage,
      },
    ],
  },
};

// A later config replaces the rule's options for its files, so the table's list repeats the shared one.
const table = {
  files: ['src/components/table/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...sharedPatterns,
          {
            regex:
              '^@tanstack/react-query$|^@/api/(queries/|client$|api-call$|fetch-all-pages$)|^@/components/(write|export)/',
            message: tableMessage,
            allowTypeImports: true,
          },
        ],
      },
    ],
  },
};

/** `up` is how many `../` lead out of the feature's folder from a file at that depth. */
function feature(files, up) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/(?![a-z0-9-]+/queries$)', message: featureMessage },
            { regex: '^@/routes(/|$)', message: routeMessage },
            { regex: `^(\\.\\./){${up}}`, message: climbMessage },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@.features.(?![a-z0-9-]+.queries$)/]',
          message: featureMessage,
        },
      ],
    },
  };
}

const declarationMessage =
  'A page-facts declaration is collected into shared code (src/lib/feature-facts.ts): pages.ts and explorer-pages.ts import only the message macro and types; reads.ts only zod/mini, the macro, src/api/reads/read-check or pickers, and types.';

/** The declaration files the collectors glob: leaves, so nothing of a feature's code follows them into shared code. */
function declarations(files, allowed) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(?!(${allowed})$)`, message: declarationMessage, allowTypeImports: true },
          ],
        },
      ],
    },
  };
}

export const importBoundaries = [
  shared,
  ...collectors,
  demo,
  table,
  feature(['src/features/*/*.{ts,tsx}'], 1),
  feature(['src/features/*/*/*.{ts,tsx}'], 2),
  feature(['src/features/*/*/*/**/*.{ts,tsx}'], 3),
  declarations(
    ['src/features/*/pages.ts', 'src/features/*/explorer-pages.ts'],
    '@lingui/core/macro',
  ),
  declarations(
    ['src/features/*/reads.ts'],
    'zod/mini|@lingui/core/macro|@/api/reads/(read-check|pickers)',
  ),
];
