import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'coverage/', 'node_modules/', 'custom-elements.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts', 'stories/**/*.ts'],
    plugins: { lit },
    rules: { ...lit.configs.recommended.rules },
  },
  {
    // Type-aware rules on the product's source: floating promises, unsafe `any`, misused spreads.
    files: ['src/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // chai assertions such as `expect(x).to.be.true` are expressions.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // Node scripts; the functions they pass to page.evaluate() run in the browser.
    files: ['*.mjs', '*.js', 'scripts/**/*.mjs', 'test/node/**/*.mjs', 'examples/**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'URL', 'setTimeout', 'window', 'document', 'customElements', 'getComputedStyle'].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The engine is deterministic: time comes from tick(), randomness from the seed.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'performance', 'requestAnimationFrame', 'setTimeout', 'setInterval', 'Date', 'crypto'].map(
          (name) => ({ name, message: 'src/engine is pure: no DOM, clock or global randomness.' }),
        ),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in rng.ts.' },
      ],
    },
  },
  // ... and it imports nothing outside src/engine: its root files no '../', its rooms no '../../'.
  { files: ['src/engine/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: ['lit', 'lit/*', '../*'] }] } },
  { files: ['src/engine/*/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: ['lit', 'lit/*', '../../*'] }] } },
  {
    // Every folder reads the engine through its one door, src/engine/index.ts: what is not
    // exported there may change without notice. (src/bot's own fence below says the same.)
    files: ['src/**/*.ts', 'examples/**/*.ts', 'stories/**/*.ts'],
    ignores: ['src/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)engine/(?!index\\.js$)', message: "Import the engine through 'engine/index.js' only." }] },
      ],
    },
  },
  {
    // One board unit for both elements: src/board is given what it draws on and speaks through,
    // so it imports neither element; src/ui (what both elements render and say) sits below it.
    // (Listing the engine fence again: a later entry's options replace an earlier one's.)
    files: ['src/board/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)engine/(?!index\\.js$)', message: "Import the engine through 'engine/index.js' only." },
            { regex: '^\\.\\./(element|versus)/', message: 'src/board imports neither element: what both render and say lives in src/ui.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)engine/(?!index\\.js$)', message: "Import the engine through 'engine/index.js' only." },
            { regex: '^(\\.\\./)+(board|element|versus)/', message: 'src/ui is below the board and both elements: it imports none of them.' },
          ],
        },
      ],
    },
  },
  {
    // The bot is as pure as the engine and reads it through its public API only; the worker
    // (the one file that talks to the page) may read a clock.
    files: ['src/bot/**/*.ts'],
    ignores: ['src/bot/worker.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'performance', 'requestAnimationFrame', 'setTimeout', 'setInterval', 'Date', 'crypto'].map(
          (name) => ({ name, message: 'src/bot is pure: no DOM, clock or global randomness (a clock is injected).' }),
        ),
      ],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: "Use the engine's seeded Rng." }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['lit', 'lit/*'], message: 'src/bot is pure: no DOM.' },
            { regex: '^\\.\\./(?!engine/index\\.js$)', message: "src/bot reads the engine through '../engine/index.js' only." },
          ],
        },
      ],
    },
  },
);
