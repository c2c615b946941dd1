// One ESLint config for every workspace: typescript-eslint's recommended rules plus React hooks for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './scripts/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The service worker's push handler (imported by the generated worker).
    files: ['apps/web/public/push-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  ...boundaries,
  {
    // Type-aware checks on the server: a promise nobody awaits loses its error (issue 13).
    files: ['apps/server/src/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // What the web downloads (issue 17, FE-2; docs/architecture.md "The web app's start"): zod/mini,
    // whose functions are tree-shaken (zod classic is all of zod in every screen), and each screen's
    // own area of texts (the lib/messages index imports every area). Tests may use either.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/protocol/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import zod/mini: `import { z } from 'zod/mini'`." },
            {
              name: '@/lib/messages',
              message: "Import the area's texts, e.g. `@/lib/messages/room`.",
            },
          ],
        },
      ],
    },
  },
  {
    // A loading placeholder names itself with text (LoadingStatus / SkeletonGroup), not aria-label:
    // ARIA forbids naming a div or span that has no role (axe aria-prohibited-attr; issue 17).
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(div|span|Card)$/]:has(JSXAttribute[name.name='aria-busy']):has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message:
            'A busy placeholder without a role may not have an aria-label: use SkeletonGroup or LoadingStatus from @/components/ui/skeleton.',
        },
      ],
    },
  },
  {
    files: ['bench/**', 'e2e/**', '**/scripts/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
