import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'web/src/features';
const features = fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

// A feature may not import another feature; shared code lives in components/, lib/, config/ or core.
const featureBoundaries = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'Features must not import each other: move the shared piece to components/, lib/ or @yardsale/core.',
}));

const layerBoundaries = [
  { target: `./${featuresDir}`, from: './web/src/app', message: 'Features must not import the app layer.' },
  { target: ['./web/src/components', './web/src/lib', './web/src/config'], from: [`./${featuresDir}`, './web/src/app'], message: 'Shared code must not import features or the app layer.' },
  { target: './core/src', from: ['./api', './web'], message: 'core is shared by both sides and depends on neither.' },
  { target: './web', from: ['./api', './bench'], message: 'The web app talks to the API over HTTP only; shared shapes live in @yardsale/core.' },
  { target: './api/src/services', from: ['./api/src/routes', './api/src/plugins', './api/src/lib', './api/src/demo'], message: 'Services know nothing of HTTP: they throw Refusals (services/errors.ts) and take a ServiceContext.' },
  { target: './api/src/db', from: ['./api/src/services', './api/src/routes', './api/src/plugins', './api/src/lib', './api/src/demo'], message: 'The data layer is the bottom layer: routes → services → db.' },
  { target: './api/src/lib', from: ['./api/src/routes'], message: 'HTTP helpers must not import routes.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/dev-dist/**', 'data/**', '.data-test/**', 'test-results/**', 'playwright-report/**', 'api/src/db/migrations/**', '**/*.d.mts', 'bench/zz-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['web/vite.config.ts', 'vitest.config.ts'], defaultProject: 'web/tsconfig.node.json' },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['api/tsconfig.json', 'web/tsconfig.json', 'core/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureBoundaries, ...layerBoundaries] }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*'], message: 'Use the @/ path alias instead of deep relative imports.' }] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Scripts the service worker imports as they are (push-worker.js).
    files: ['web/public/**/*.js'],
    ignores: ['web/public/prefetch-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The page loader's worker (decision 0035).
    files: ['web/public/prefetch-worker.js'],
    languageOptions: { globals: { ...globals.worker } },
  },
);
