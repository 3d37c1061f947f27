// ESLint: TypeScript everywhere (typescript-eslint's recommended rules), and React's rules of
// hooks in the front end. `npm test` and `npm run lint` run it; it must report nothing.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'apps/e2e/test-results/**', 'apps/e2e/artifacts/**', 'engine-wasm/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      // the wire and the canvas are full of JSON and Canvas2D-likes; `any` stays visible in review
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['libs/web/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
