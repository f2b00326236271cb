import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'
import { RadioGroupField } from '@core/forms/fields/RadioGroupField'
import { TextField } from '@core/forms/fields/TextField'
import type { PanelProps } from '@core/forms/FormPanel'
import {
  appCategories,
  createAppSchema,
  databases,
  emptyCard,
  frameworks,
  type CreateAppFields
} from '../schemas'
import { StepModal } from '../StepModal'
import { CardFields } from './CardFields'

const empty: CreateAppFields = {
  name: '',
  category: 'crm',
  framework: 'react',
  database: 'postgres',
  databaseName: '',
  ...emptyCard
}

export function CreateAppModal({ isOpen, onClose }: PanelProps) {
  const { t } = useTranslation('modals')
  const choices = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`app.${group}.${value}`) }))
  return (
    <StepModal
      isOpen={isOpen}
      onClose={onClose}
      title={t('app.title')}
      schema={createAppSchema}
      defaultValues={empty}
      submitLabel={t('app.submit')}
      onFinish={({ name }) => void notify.success(t('app.done', { name }))}
      done={({ name }) => <p className="mb-0">{t('app.doneText', { name })}</p>}
      steps={[
        {
          title: t('app.details'),
          fields: ['name', 'category'],
          content: (
            <>
              <TextField id="app-name" label={t('app.name')} autoComplete="off" name="name" />
              <RadioGroupField
                id="app-category"
                label={t('app.category')}
                options={choices('categories', appCategories)}
                name="category"
              />
            </>
          )
        },
        {
          title: t('app.framework'),
          fields: ['framework'],
          content: (
            <RadioGroupField
              id="app-framework"
              label={t('app.frameworkLabel')}
              options={choices('frameworks', frameworks)}
              name="framework"
            />
          )
        },
        {
          title: t('app.database'),
          fields: ['databaseName', 'database'],
          content: (
            <>
              <TextField
                id="app-database-name"
                label={t('app.databaseName')}
                help={t('app.databaseNameHelp')}
                autoComplete="off"
                name="databaseName"
              />
              <RadioGroupField
                id="app-database"
                label={t('app.databaseLabel')}
                options={choices('databases', databases)}
                name="database"
              />
            </>
          )
        },
        {
          title: t('app.billing'),
          fields: ['number', 'holder', 'expiry', 'cvv'],
          content: <CardFields idPrefix="app-card" />
        }
      ]}
    />
  )
}
