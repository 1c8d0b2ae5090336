// Lint for every TypeScript file: typescript-eslint's strict type-checked rules, React hooks and
// accessibility for the web, and the import boundaries between web, shared layer and worker.
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const PROJECTS = [
  './worker/tsconfig.shared.json',
  './worker/tsconfig.json',
  './web/tsconfig.json',
  './web/sw/tsconfig.json',
  './test/tsconfig.json',
  './test/worker/tsconfig.json',
  './test/docs/tsconfig.json',
]

/** What the web may take from the worker: the shared layer through its aliases, nothing else. */
const WEB_REACHES_WORKER_ONLY_THROUGH = {
  regex: String.raw`^(\.\./)+worker/(?!app$)`,
  message: 'The web imports the worker only through @domain/*, @schemas/* and the type AppType.',
}

/** The worker's layers import only those beneath them (worker/README.md). */
function layer(files, above, packages = []) {
  const group = above.flatMap((folder) => [`../${folder}`, `../${folder}/*`, `../../${folder}/*`])
  return [
    {
      files,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [...group, ...packages],
                message: 'A layer of the worker imports only the layers beneath it.',
              },
            ],
          },
        ],
      },
    },
  ]
}

export default tseslint.config(
  {
    ignores: [
      'web/dist/',
      'test/artifacts/',
      '.wrangler/',
      'node_modules/',
      'worker/worker-configuration.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads only .js files, and no-cycle sees no TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: PROJECTS, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // Cycles among our own modules: following imports into node_modules too cost about 11 of
      // the lint's 100 CPU-seconds.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Numbers in messages and URLs are what templates are for.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `void promise` marks a deliberate fire-and-forget (waitUntil does the waiting).
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React calls `onSubmit={form.handleSubmit(...)}` and ignores the promise by design.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // `declare global { namespace Cloudflare { … } }` is how the runtime's types are extended.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Tests read answers as JSON and assert on their fields: a failed expectation says more than a
    // type guard would, so `any` answers and `!` on values the test just checked are fine here.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/restrict-plus-operands': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.strict],
    rules: {
      'no-restricted-imports': ['error', { patterns: [WEB_REACHES_WORKER_ONLY_THROUGH] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker/app'],
              allowTypeImports: true,
              message: 'The web takes only the type AppType from the worker.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      // `import { z }` takes zod's whole namespace object: the worker bundled its 40 locales and
      // its JSON Schema code (77 KiB gzip) until imports read `import * as z from 'zod'`.
      'no-restricted-syntax': [
        'error',
        {
          // A type-only import is erased: `import type { z }` is fine.
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Import zod as `import * as z from 'zod'`: the named `z` bundles all of zod.",
        },
      ],
    },
  },
  ...layer(
    ['worker/lib/**'],
    ['db', 'telegram', 'services', 'middleware', 'routes', 'bot', 'cron'],
  ),
  ...layer(['worker/db/**'], ['telegram', 'services', 'middleware', 'routes', 'bot', 'cron']),
  // The Telegram channel (settings, texts, order messages) is what the services and the bot both
  // write through: it reaches neither of them.
  ...layer(['worker/telegram/**'], ['services', 'middleware', 'routes', 'bot', 'cron'], ['hono']),
  // Services compose queries: every SQL statement lives in db/queries, so drizzle and the schema
  // stay out of them.
  ...layer(
    ['worker/services/**'],
    ['middleware', 'routes', 'bot', 'cron'],
    ['hono', 'drizzle-orm', 'drizzle-orm/*', '**/db/schema'],
  ),
  {
    // The shared layer runs on both sides: nothing of the worker's runtime may reach it.
    files: ['worker/domain/**', 'worker/schemas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../*',
                '!../domain',
                '!../domain/*',
                '!../schemas',
                '!../schemas/*',
                'hono',
                'hono/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'cloudflare:*',
              ],
              message: 'domain/ and schemas/ import only each other and zod.',
            },
          ],
        },
      ],
    },
  },
)
