import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'

// Import directions are checked by dependency-cruiser on resolved paths: string patterns miss relative spellings.

// A function over about 80 lines is doing two jobs.
const length = { skipBlankLines: true, skipComments: true }

// Imports every file of src/ is kept from; views/ add the form rules below.
const sharedImportRules = [
  {
    name: 'zod',
    message:
      "Import { z } from 'zod/mini': its functions load (and build schemas) far lighter than the method chains."
  },
  {
    name: 'react-redux',
    importNames: ['useSelector', 'useDispatch'],
    message: 'Use useAppSelector / useAppDispatch from @/redux/hooks: they know the store types.'
  },
  {
    name: 'reactstrap',
    importNames: [
      'Alert',
      'UncontrolledAlert',
      'Toast',
      'Tooltip',
      'UncontrolledTooltip',
      'Popover',
      'UncontrolledPopover'
    ],
    message:
      'Import overlays from @core/components/overlays (alerts, toasts) or popovers (tooltips, popovers): configured there so React logs no warning.'
  }
]

// A form takes its schema and owns useForm (PageForm, FormPanel, ModalForm, StepForm, DraftForm, Form); fields are
// the family's.
const formImportRules = [
  {
    name: 'react-hook-form',
    importNames: ['useForm', 'FormProvider'],
    message: 'Give the schema and default values to PageForm, FormPanel, ModalForm or Form (@core/forms).'
  },
  {
    name: '@hookform/resolvers/zod',
    message: 'The forms of @core/forms build the resolver from the schema.'
  },
  {
    name: '@core/forms/contractResolver',
    message: 'The forms of @core/forms build the resolver from the schema.'
  },
  { name: '@core/forms/lazyZodResolver', message: 'Pass lazySchema to the form of @core/forms.' },
  {
    name: '@core/forms/useContractForm',
    importNames: ['useContractForm'],
    message:
      'Give the schema and default values to a form of @core/forms (StepForm for steps, DraftForm for a draft).'
  },
  {
    name: '@core/forms/Form',
    importNames: ['FormScope'],
    message: 'The forms of @core/forms put their fields in scope: give them the schema and default values.'
  },
  {
    name: 'reactstrap',
    importNames: ['Input', 'FormFeedback'],
    message: 'Use a field of @core/forms/fields (it reads its value and error from the form).'
  }
]

export default tseslint.config(
  { ignores: ['dist', 'dist-server-test', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
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
      'max-len': ['error', { code: 120, ignoreRegExpLiterals: true, ignoreUrls: true }]
    }
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 400, ...length }],
      'max-lines-per-function': ['error', { max: 80, ...length }],
      'no-restricted-imports': ['error', { paths: sharedImportRules }]
    }
  },
  {
    files: ['src/views/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...sharedImportRules, ...formImportRules] }] }
  },
  // A file of public/ follows the base path only when named through publicUrl(); a literal '/images/...' does not.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/^\\x2F(images|media|files)\\x2F/]',
          'TemplateElement[value.raw=/^\\x2F(images|media|files)\\x2F/]'
        ].map((selector) => ({
          selector,
          message: "Name a file of public/ as publicUrl('images/...') (src/utility/publicUrl.ts)."
        }))
      ]
    }
  },
  // The typed hooks are built from the plain ones here.
  {
    files: ['src/redux/hooks.ts', 'src/@core/components/overlays.tsx', 'src/@core/components/popovers.tsx'],
    rules: { 'no-restricted-imports': 'off' }
  },
  // Seed data is long by nature; a test file's describe() callback is its whole body.
  { files: ['src/@fake-db/**/data.ts'], rules: { 'max-lines': 'off' } },
  // Prettier writes JSX one attribute a line, so a component's markup takes more lines than logic does.
  { files: ['src/**/*.tsx'], rules: { 'max-lines-per-function': ['error', { max: 120, ...length }] } },
  { files: ['**/*.test.{ts,tsx}'], rules: { 'max-lines-per-function': 'off' } }
)
