// Lint rules: TypeScript recommended, React hooks, and the import rules of every layer drawn in docs/ARCHITECTURE.md
// ("Layers and allowed imports"): a file may import only the layers its row allows, so a wrong import fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Every layer: its folder and the layers it may import (besides itself). Keep in step with docs/ARCHITECTURE.md. */
export const LAYERS = {
  domain: { files: ['src/domain/**'], may: [] },
  calculators: { files: ['src/calculators/**'], may: ['domain', 'norms/data'] },
  norms: { files: ['src/norms/**'], may: ['domain', 'calculators'] },
  profile: { files: ['src/profile/**'], may: ['domain', 'calculators', 'norms'] },
  summary: { files: ['src/summary/**'], may: ['domain', 'calculators', 'norms', 'profile'] },
  // The clients model (decision 0080): pure; it reads the session record's shape and the CSV guard of storage.
  clients: { files: ['src/clients/**'], may: ['domain', 'calculators', 'norms', 'profile', 'storage'] },
  machines: { files: ['machines/**'], may: ['domain', 'calculators', 'norms', 'profile', 'summary', 'clients'] },
  storage: { files: ['src/storage/**'], may: ['domain', 'calculators', 'norms', 'profile', 'clients'] },
  effects: { files: ['src/effects/**'], may: ['domain', 'calculators', 'machines'] },
  state: {
    files: ['src/state/**'],
    may: ['domain', 'calculators', 'norms', 'profile', 'summary', 'clients', 'machines', 'storage', 'effects'],
  },
  config: { files: ['src/config/**'], may: [] },
  components: {
    files: ['src/components/**'],
    may: ['domain', 'calculators', 'norms', 'profile', 'summary', 'clients', 'machines', 'state', 'config', 'styles'],
  },
  features: {
    files: ['src/features/**'],
    may: ['domain', 'calculators', 'norms', 'profile', 'summary', 'clients', 'machines', 'state', 'config', 'styles', 'components'],
  },
  app: { files: ['src/app/**', 'src/main.tsx'], may: ['*'] },
};

/** Every folder a layer rule can name: the layers, plus the style sheets and the norm data (leaves). */
const FOLDERS = [...Object.keys(LAYERS), 'styles'];

const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router-dom', '@xstate/react'];
const STORAGE_LIBRARIES = ['idb', 'papaparse'];
/** The libraries a layer may not use (its row in docs/ARCHITECTURE.md says why). */
const FORBIDDEN_LIBRARIES = {
  domain: [...REACT, ...STORAGE_LIBRARIES, 'xstate', 'valibot'],
  calculators: [...REACT, ...STORAGE_LIBRARIES, 'xstate', 'valibot'],
  norms: [...REACT, ...STORAGE_LIBRARIES, 'xstate', 'valibot'],
  profile: [...REACT, ...STORAGE_LIBRARIES, 'xstate'],
  summary: [...REACT, ...STORAGE_LIBRARIES, 'xstate'],
  clients: [...REACT, 'idb', 'xstate'],
  machines: [...REACT, ...STORAGE_LIBRARIES],
  storage: REACT,
  effects: [...REACT, ...STORAGE_LIBRARIES],
  state: [],
  config: [...REACT, ...STORAGE_LIBRARIES, 'xstate'],
  components: STORAGE_LIBRARIES,
  features: STORAGE_LIBRARIES,
  app: [],
};

const aliasOf = (folder) => (folder === 'machines' ? '@machines' : `@/${folder}`);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function layerRule(name, { may }) {
  const allowed = new Set(may.includes('*') ? FOLDERS : [name, ...may]);
  const forbidden = FOLDERS.filter((folder) => !allowed.has(folder));
  const patterns = forbidden.map((folder) => ({
    // '@/norms/data' alone may be allowed (JSON data is a leaf): the rest of norms stays forbidden.
    regex: may.includes(`${folder}/data`)
      ? `^${escape(aliasOf(folder))}(/(?!data/)|$)`
      : `^${escape(aliasOf(folder))}(/|$)`,
    message: `${name} may import only ${may.length ? may.join(', ') : 'itself'} (docs/ARCHITECTURE.md, "Layers and allowed imports").`,
  }));
  patterns.push({
    regex: '^\\.\\./',
    message: 'Import another folder through its alias (@/… or @machines/…), so the layer rules can check it.',
  });
  const libraries = FORBIDDEN_LIBRARIES[name] ?? [];
  if (libraries.length) {
    patterns.push({ group: libraries, message: `${name} may not use this library (docs/ARCHITECTURE.md, "Layers and allowed imports").` });
  }
  return { files: LAYERS[name].files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

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
  ...Object.entries(LAYERS).map(([name, layer]) => layerRule(name, layer)),
);
