// Lint rules: TypeScript recommended, React hooks, and the import rules of every layer drawn in docs/ARCHITECTURE.md
// ("Layers and allowed imports"): a file may import only the layers its row allows (by any kind of import), no feature
// imports another, and no import cycle (eslint/layersPlugin.js, decision 0107), so a wrong import fails `npm test`.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint/layersPlugin.js';

/** Every layer: its folder and the layers it may import (besides itself). Keep in step with docs/ARCHITECTURE.md. */
export const LAYERS = {
  domain: { files: ['src/domain/**'], may: [] },
  calculators: { files: ['src/calculators/**'], may: ['domain', 'norms/data'] },
  norms: { files: ['src/norms/**'], may: ['domain', 'calculators'] },
  profile: { files: ['src/profile/**'], may: ['domain', 'calculators', 'norms'] },
  summary: { files: ['src/summary/**'], may: ['domain', 'calculators', 'norms', 'profile'] },
  // The clients model (decision 0080): pure, on the session record's shape; its CSV is written in storage.
  clients: { files: ['src/clients/**'], may: ['domain', 'calculators', 'norms', 'profile'] },
  // norms and summary: the group grid classifies each row as the single-client result does (decision 0154).
  machines: { files: ['machines/**'], may: ['domain', 'calculators', 'norms', 'profile', 'summary', 'clients'] },
  storage: { files: ['src/storage/**'], may: ['domain', 'profile', 'clients'] },
  effects: { files: ['src/effects/**'], may: ['machines'] },
  // Opt-in sync (decision 44): the bridge mirrors the stores and reads each arriving record with their own readers.
  sync: { files: ['src/sync/**'], may: ['domain', 'profile', 'clients', 'storage'] },
  state: {
    files: ['src/state/**'],
    may: ['domain', 'calculators', 'profile', 'summary', 'clients', 'machines', 'storage', 'effects', 'sync'],
  },
  config: { files: ['src/config/**'], may: [] },
  components: {
    files: ['src/components/**'],
    may: ['domain', 'calculators', 'norms', 'profile', 'clients', 'machines', 'state', 'config', 'styles'],
  },
  // Each folder of src/features is one area: it may not import another area (shared views live in components).
  features: {
    files: ['src/features/**'],
    may: [
      'domain',
      'calculators',
      'norms',
      'profile',
      'summary',
      'clients',
      'machines',
      'state',
      'styles',
      'components',
    ],
  },
  app: { files: ['src/app/**', 'src/main.tsx'], may: ['*'] },
};

/** Every folder a layer rule can name: the layers, plus the style sheets and the norm data (leaves). */
const FOLDERS = [...Object.keys(LAYERS), 'styles'];

/** Packages by name; a rule refuses the package and every path inside it ('react' refuses 'react/jsx-runtime'). */
const REACT = ['react', 'react-dom', 'react-router-dom', '@xstate/react'];
const STORAGE_LIBRARIES = ['idb', 'papaparse'];
/** The libraries a layer may not use (its row in docs/ARCHITECTURE.md says why). */
const FORBIDDEN_LIBRARIES = {
  domain: [...REACT, ...STORAGE_LIBRARIES, 'xstate', 'valibot'],
  calculators: [...REACT, ...STORAGE_LIBRARIES, 'xstate', 'valibot'],
  norms: [...REACT, ...STORAGE_LIBRARIES, 'xstate', 'valibot'],
  profile: [...REACT, ...STORAGE_LIBRARIES, 'xstate'],
  summary: [...REACT, ...STORAGE_LIBRARIES, 'xstate'],
  clients: [...REACT, ...STORAGE_LIBRARIES, 'xstate'],
  machines: [...REACT, ...STORAGE_LIBRARIES],
  storage: REACT,
  sync: [...REACT, 'xstate', 'papaparse'],
  effects: [...REACT, ...STORAGE_LIBRARIES],
  state: [],
  config: [...REACT, ...STORAGE_LIBRARIES, 'xstate'],
  components: STORAGE_LIBRARIES,
  features: STORAGE_LIBRARIES,
  app: [],
};

const aliasOf = (folder) => (folder === 'machines' ? '@machines' : `@/${folder}`);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The patterns of a layer's row: the folders it may not import, a relative path out of its folder, its libraries. */
function layerPatterns(name, { may }) {
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
    patterns.push({
      regex: `^(${libraries.map(escape).join('|')})(/|$)`,
      message: `${name} may not use this library (docs/ARCHITECTURE.md, "Layers and allowed imports").`,
    });
  }
  return patterns;
}

/** The folders of src/features, each an area of its own. */
const FEATURE_AREAS = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The lint configs of one layer; features get one per area, which refuses every other area's folder. */
function layerConfigs(name, layer) {
  const rule = (patterns) => ({ 'layers/allowed-imports': ['error', { patterns }] });
  const patterns = layerPatterns(name, layer);
  if (name !== 'features') return [{ files: layer.files, rules: rule(patterns) }];
  return [
    { files: layer.files, rules: rule(patterns) },
    ...FEATURE_AREAS.map((area) => ({
      files: [`src/features/${area}/**`],
      rules: rule([
        ...patterns,
        {
          regex: `^@/features/(?!${escape(area)}/)`,
          message: `A feature may not import another feature: move what both use to src/components (docs/ARCHITECTURE.md).`,
        },
      ]),
    })),
  ];
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
  { plugins: { layers } },
  ...Object.entries(LAYERS).flatMap(([name, layer]) => layerConfigs(name, layer)),
  { files: ['src/**', 'machines/**'], rules: { 'layers/no-cycle': 'error' } },
);
