import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers: app -> components -> lib, never back up. An import names a layer either by the path alias
// ('@/components/…', tsconfig "paths") or relatively ('../../components/…'); both forms are refused.
const layer = (name) => `^(@/|(\\.\\./)+)${name}(/|$)`;
const refuse = (names, message) => ({ regex: names.map(layer).join('|'), message });

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['lib/**/*.{ts,tsx,mts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            refuse(
              ['components', 'app'],
              'lib/ is the ground floor: it may not import from components/ or app/. Move what both need into lib/.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx,mts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            refuse(
              ['app'],
              'components/ may not import from app/: move what both need into lib/ (or pass it as props).',
            ),
          ],
        },
      ],
    },
  },
  {
    // No circle of files in the layered code (the TypeScript resolver of eslint-config-next reads '@/…').
    files: ['{app,components,lib}/**/*.{ts,tsx,mts}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    ignores: [
      '.next/**',
      'bench/floor/.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
      '.data/**',
    ],
  },
];
export default config;
