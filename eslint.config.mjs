import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

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
