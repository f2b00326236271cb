import { readdirSync, existsSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importX from 'eslint-plugin-import-x'
import globals from 'globals'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

const appsDir = 'src/views/apps'
const apps = existsSync(appsDir) ? readdirSync(appsDir, { withFileTypes: true }).filter((d) => d.isDirectory()) : []

// ARCHITECTURE.md: imports flow @core, utility, configs -> views -> router -> App; no app imports
// another app; only main.tsx and tests import @fake-db, and @fake-db takes only types from the client.
const directionZones = [
  ...['src/@core', 'src/utility', 'src/configs', 'src/navigation', 'src/redux'].map((target) => ({
    target,
    from: ['src/views', 'src/router', 'src/App.tsx', 'src/layouts'],
    message: 'Shared layers must not depend on screens, routes or the app shell.'
  })),
  { target: 'src/views', from: ['src/router', 'src/App.tsx', 'src/layouts'], message: 'Screens must not import the router or the shell.' },
  ...apps.map((app) => ({
    target: `${appsDir}/${app.name}`,
    from: appsDir,
    except: [`./${app.name}`],
    message: 'One demo app never imports another; move shared code to @core or utility.'
  }))
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: directionZones }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@fake-db', '@fake-db/*', '**/@fake-db/**'], message: 'Only main.tsx and tests import the mock API.' }] }
      ]
    }
  },
  {
    files: ['src/main.tsx', '**/*.test.{ts,tsx}', 'tests/**', 'scripts/**', 'bench/**', 'src/@fake-db/**'],
    rules: { 'no-restricted-imports': 'off' }
  },
  {
    files: ['src/@fake-db/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '!@/utility', '@/utility/*', '!@/utility/http', '@core/*'],
              allowTypeImports: true,
              message: 'The mock API takes only types from the client (and the axios instance it attaches to).'
            }
          ]
        }
      ]
    }
  }
)
