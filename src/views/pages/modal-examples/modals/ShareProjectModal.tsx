import { useTranslation } from 'react-i18next'
import { Avatar } from '@core/components/Avatar'
import { notify } from '@core/components/toast'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { SelectField } from '@core/forms/fields/SelectField'
import { TextField } from '@core/forms/fields/TextField'
import type { PanelProps } from '@core/forms/FormPanel'
import { ModalForm } from '@core/forms/ModalForm'
import { demoTeam } from '@/utility/people.contract'
import { memberRoles, shareSchema, type ShareFields } from '../schemas'

const members = demoTeam.slice(0, 4)
const pickable = demoTeam.slice(4).map((person) => ({
  value: String(person.id),
  label: person.name,
  avatar: person.avatar
}))
const defaults: ShareFields = {
  people: [],
  email: '',
  roles: Object.fromEntries(members.map((person, index) => [person.id, index === 0 ? 'owner' : 'editor']))
}

export function ShareProjectModal({ isOpen, onClose }: PanelProps) {
  const { t } = useTranslation('modals')
  const roles = memberRoles.map((role) => ({ value: role, label: t(`share.roles.${role}`) }))
  const share = ({ people, email }: ShareFields) => {
    notify.success(t('share.done', { count: people.length + (email ? 1 : 0) }))
  }
  return (
    <ModalForm
      size="lg"
      namespace="modals"
      isOpen={isOpen}
      onClose={onClose}
      title={t('share.title')}
      intro={t('share.intro')}
      schema={shareSchema}
      defaultValues={defaults}
      onSubmit={share}
      submitLabel={t('share.submit')}
    >
      <ReactSelectField<ShareFields>
        id="share-people"
        name="people"
        label={t('share.people')}
        placeholder={t('share.peoplePlaceholder')}
        options={pickable}
        isMulti
      />
      <TextField id="share-email" type="email" label={t('share.email')} autoComplete="off" name="email" />
      <h3 className="h6 mt-4">{t('share.members', { count: members.length })}</h3>
      <ul className="list-unstyled mb-0">
        {members.map((person) => (
          <li key={person.id} className="d-flex align-items-center gap-3 py-2 border-bottom">
            <Avatar name={person.name} src={person.avatar || undefined} color={person.color} decorative />
            <span className="flex-grow-1 text-truncate">{person.name}</span>
            <SelectField
              id={`share-role-${person.id}`}
              label={t('share.roleOf', { name: person.name })}
              hideLabel
              size="sm"
              className="mb-0"
              options={roles}
              name={`roles.${person.id}`}
            />
          </li>
        ))}
      </ul>
    </ModalForm>
  )
}
