import { useTranslation } from 'react-i18next'
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

  return (
    <PageForm
      schema={notificationSchema}
      defaultValues={saved}
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
              name={key}
            />
          ))}
        </fieldset>
      ))}
      <PageFormButtons submitLabel={t('save')} />
    </PageForm>
  )
}
