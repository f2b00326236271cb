import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { contractResolver } from '@core/forms/contractResolver'
import { CheckField } from '@core/forms/fields/CheckField'
import { PageForm, PageFormButtons } from '@core/forms/PageForm'
import { notificationKeys, notificationSchema, type NotificationSettings } from '../contract'
import { useSave } from '../useSave'

const groups = [
  ['activity', notificationKeys.slice(0, 3)],
  ['application', notificationKeys.slice(3)]
] as const

export function NotificationsTab({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation('settings')
  const save = useSave()
  const form = useForm<NotificationSettings>({
    resolver: contractResolver(notificationSchema),
    defaultValues: saved
  })

  return (
    <PageForm
      form={form}
      onSubmit={(data) => save({ tab: 'notification', data })}
      label={t('tabs.notifications')}
      namespace="settings"
    >
      {groups.map(([group, keys]) => (
        <fieldset key={group} className="mb-3">
          <legend className="h6 text-uppercase text-body-secondary">{t(`notifications.${group}`)}</legend>
          {keys.map((key) => (
            <CheckField
              key={key}
              id={`settings-${key}`}
              switch
              label={t(`notifications.${key}`)}
              registration={form.register(key)}
              error={form.formState.errors[key]}
            />
          ))}
        </fieldset>
      ))}
      <PageFormButtons submitLabel={t('save')} />
    </PageForm>
  )
}
