import { readdirSync, existsSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'

// ARCHITECTURE.md: imports flow @core, utility, configs -> views -> router -> App; no app imports
// another app; only main.tsx and tests import @fake-db, and @fake-db takes only types from the client.
// Written as import patterns (gitignore syntax) over the aliases, so no resolver plugin is needed.
const fakeDb = { group: ['@fake-db', '@fake-db/*', '**/@fake-db/*'], message: 'Only main.tsx and tests import the mock API.' }
const screensAndShell = {
  group: ['@/views/*', '**/views/*', '@/router', '@/router/*', '**/router/*', '@/layouts/*', '@/App', '**/App'],
  message: 'Shared layers (@core, utility, configs, navigation, redux) must not depend on screens, routes or the shell.'
}
const shell = { group: ['@/router', '@/router/*', '**/router/*', '@/layouts/*', '@/App', '**/App'], message: 'Screens must not import the router or the shell.' }

const appsDir = 'src/views/apps'
const apps = existsSync(appsDir) ? readdirSync(appsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...restrict(fakeDb)
    }
  },
  { files: ['src/{@core,utility,configs,navigation,redux}/**'], rules: restrict(fakeDb, screensAndShell) },
  { files: ['src/views/**'], rules: restrict(fakeDb, shell) },
  ...apps.map((app) => ({
    files: [`${appsDir}/${app}/**`],
    rules: restrict(fakeDb, shell, {
      group: ['@/views/apps/*', `!@/views/apps/${app}`],
      message: 'One demo app never imports another; move shared code to @core or utility.'
    })
  })),
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
