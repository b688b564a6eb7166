// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * Imports a layer may not make, with the reason shown to whoever writes one.
 * @param {{ group: string[]; message: string }[]} patterns
 * @returns {import('eslint').Linter.RuleEntry}
 */
const restricted = (patterns) => ['error', { patterns }];
const buildCode = {
  group: ['**/*.build.ts', '**/*.build.js', '**/*.node.ts'],
  message: 'Islands never import build-time or Node-only code.',
};
const pagesAndParts = {
  group: ['**/src/pages/**', '**/src/layouts/**', '**/*.astro', '**/*.tsx'],
  message: 'The server never imports a page or a component.',
};
const siteFeatures = {
  group: ['**/src/features/**', '**/src/components/**'],
  message: 'The server never imports a feature of the site; rules both sides use live in src/domain.',
};
const eitherSide = {
  group: ['**/features/**', '**/components/**', '**/server/**', '**/scripts/**'],
  message: 'Shared rules import neither the site, the server nor the build.',
};

/**
 * The feature folders from the lowest to the highest: a feature imports only the features before it,
 * so no two features depend on each other, even through a third. What several features share goes
 * down the list or out of the features (src/lib, src/domain, src/api, src/config).
 */
const featureLayers = [
  'notify',
  'session',
  'forms',
  'cart',
  'auth',
  'account',
  'lists',
  'quotes',
  'product',
  'listing',
  'compare',
  'finder',
  'catalog',
  'search',
  'content',
  'checkout',
  'support',
  'staff',
];

const buildAndPublish = {
  group: ['**/scripts/**'],
  message: 'Only the build and publish code imports scripts/: the site never does, nor the server (its tests may).',
};

/** What code that can reach the browser must not import (type-only imports are fine). */
const browserImports = {
  paths: [
    {
      name: 'zod',
      message: 'Code that can reach the browser validates with zod/mini; classic zod is for the server and the build.',
    },
  ],
  patterns: [
    {
      group: ['**/api/index.ts', '**/api/calls.ts'],
      allowTypeImports: true,
      message: 'Import the call you make from src/api/calls/<area>.ts; the registry would bundle every call.',
    },
  ],
};

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist.builds/',
      'data/',
      '.astro/',
      '.e2e/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  { files: ['src/**'], rules: { 'no-restricted-imports': restricted([buildAndPublish]) } },
  {
    files: ['src/api/**', 'src/config/**', 'src/domain/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': restricted([eitherSide]) },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.store.ts'],
    rules: { 'no-restricted-imports': restricted([buildCode, buildAndPublish]) },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': restricted([pagesAndParts, siteFeatures, buildAndPublish]) },
  },
  { files: ['server/**/*.test.ts'], rules: { 'no-restricted-imports': restricted([pagesAndParts, siteFeatures]) } },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['**/*.build.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', browserImports] },
  },
  {
    files: ['src/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': featureLayers.map((name) => ({ type: name, pattern: `src/features/${name}` })),
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...featureLayers.map((name, index) => ({
              from: { element: { type: name } },
              disallow: { to: { element: { types: { anyOf: featureLayers.slice(index + 1) } } } },
              message: `A feature imports only the features below it (eslint.config.js, featureLayers): ${name} may not import {{ to.element.type }}.`,
            })),
          ],
        },
      ],
    },
  },
);
