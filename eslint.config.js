// Lint rules: TypeScript recommended, React hooks, and the layer rule of docs/ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noReactOrDom = {
  patterns: [
    { group: ['react', 'react-dom', 'react-router-dom', '@xstate/react', 'idb'], message: 'Pure layer: no React, DOM or storage here.' },
    { group: ['@/features/*', '@/components/*', '@/app/*', '@/storage/*', '@/state/*', '@/effects/*', '../src/*'],
      message: 'machines/ may import only the pure layers: @/calculators, @/norms, @/profile.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'playwright-report', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['machines/**/*.ts'], rules: { 'no-restricted-imports': ['error', noReactOrDom] } },
  {
    files: ['src/calculators/**/*.ts', 'src/norms/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react-router-dom', '@xstate/react', 'idb', 'xstate'], message: 'Calculators are pure functions.' },
          { group: ['@/features/*', '@/components/*', '@/storage/*', '@/app/*', '@/state/*'], message: 'Calculators import only calculators and norms.' },
        ],
      }],
    },
  },
);
