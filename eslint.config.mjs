import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Server modules (lib/server/**, a resource's server.ts or *-server.ts) hold the session secret,
 * the token and the upstream client: a file that runs in the browser must never import them.
 * `import 'server-only'` in those modules catches the transitive case at build time; this rule
 * names the direct import in the editor, for client components and for anything in components/.
 */
const SERVER_MODULE = /(^|\/)(server|[\w-]+-server)(\/|$)/;
const serverBoundary = {
  rules: {
    'no-server-import-in-client': {
      meta: { type: 'problem', schema: [{ type: 'object', properties: { always: { type: 'boolean' } } }] },
      create(context) {
        const always = context.options[0]?.always === true;
        let client = always;
        return {
          Program(node) {
            client = always || node.body.some((statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client');
          },
          ImportDeclaration(node) {
            if (!client || node.importKind === 'type') return;
            const source = String(node.source.value);
            if (SERVER_MODULE.test(source) && (source.startsWith('@/lib/') || source.startsWith('.'))) {
              context.report({ node, message: `Client code must not import the server module "${source}".` });
            }
          },
        };
      },
    },
  },
};

// eslint-config-next 16 ships flat configs, so no FlatCompat bridge is needed.
const config = [
  { ignores: ['.next/**', 'bench/route-floor/.next/**', 'bench/page-floor/.next/**', 'node_modules/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', '.demo-data/**'] },
  ...nextVitals,
  ...nextTypescript,
  {
    // Node-side config files are CommonJS by nature.
    files: ['*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A runtime import cycle makes a module see another half-initialised (an import that is
    // still undefined when first read), depending on which file was loaded first. Type-only
    // imports vanish at compile time, so they are not followed; packages are not either.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { boundary: serverBoundary },
    rules: { 'boundary/no-server-import-in-client': 'error' },
  },
  {
    // components/ holds the screens' client leaves; server data reaches them as props.
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'boundary/no-server-import-in-client': ['error', { always: true }] },
  },
  {
    // next/link prefetches every link that scrolls into view, data included: a record link per
    // row meant an upstream read per row on every list load. Links prefetch on intent instead.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/ui/intent-link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', importNames: ['default'], message: 'Use IntentLink (components/ui/intent-link.tsx), which prefetches on intent.' }] }],
    },
  },
];

export default config;
