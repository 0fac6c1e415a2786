import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // A promise nobody awaits fails silently: every one is awaited, caught or marked `void` on purpose.
  // Type-aware, so only for the TypeScript files the project's tsconfig covers.
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // An async handler on a JSX attribute (onClick, a form's action) is how React takes them.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // `const { password: _password, ...values } = raw` is how an object loses a key.
  { rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }] } },
  // Tests and load scripts read JSON answers whose shape is what they check: `any` keeps the
  // assertions short, and a wrong guess fails the test rather than shipping.
  { files: ['tests/**', 'scripts/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Playwright fixtures hand over their value by calling `use`, which is not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Conventions: small files with one purpose, and no rule switched off without saying why.
  // Every line counts, comments and blank lines too, so the number is what an editor shows;
  // generated files (ignored below) and the seed's catalogue data are exempt.
  {
    ignores: ['src/seed/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: { '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }] },
  },
  // ---- One home for every write ----
  // A 'use server' function is a public endpoint anyone can call with any arguments. They all live
  // in a feature slice (src/features/<slice>/), where each checks its caller and input and then
  // calls an operation (src/collections/<area>/operations/), so none hides in a page, a component
  // or Payload's config. Proven by tests/unit/write-home-rules.test.ts.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    ignores: ['src/features/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExpressionStatement[directive='use server']",
          message: "Server actions live in src/features/<slice>/: move this 'use server' there and import it.",
        },
      ],
    },
  },
  // ---- end: one home for every write ----
  // Next.js's own files (`next/dist/...`) change shape between versions without notice: only its
  // published entry points (`next`, `next/server`, `next/headers` …) are imported.
  {
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['next/dist/*'], message: "Next.js's internals break on an upgrade: use a published entry point." }] },
      ],
    },
  },
  globalIgnores([
    // Build output, test reports and local data.
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'data/**',
    'media/**',
    'test-results/**',
    'playwright-report/**',
    'screenshots/**',
    'bench-results/**',
    // Written by Payload's generators (generate:types, generate:importmap, migrate:create), not by hand.
    'src/payload-types.ts',
    'src/app/(payload)/admin/importMap.js',
    'src/migrations/**',
  ]),
])
