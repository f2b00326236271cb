import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'
import { mutate } from '@core/forms/mutate'
import { demoTeam } from '@/utility/people.contract'
import { useShareEntryMutation } from '../api'
import { shareRoles, type Entry, type ShareRole } from '../contract'
import { useDemoName } from '../useDemoName'

type Choice = ShareRole | ''

/** Gives each team member no access, view or edit rights on the entry; saved as one list. */
export function ShareDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const { t } = useTranslation('fileManager')
  const name = useDemoName()(entry)
  const [share, sharing] = useShareEntryMutation()
  const [roles, setRoles] = useState<Record<number, Choice>>(() =>
    Object.fromEntries(entry.shares.map((each) => [each.person.id, each.role]))
  )
  const people = demoTeam.filter((person) => person.id !== entry.owner.id)
  const submit = async () => {
    const shares = Object.entries(roles)
      .filter((pair): pair is [string, ShareRole] => pair[1] !== '')
      .map(([personId, role]) => ({ personId: Number(personId), role }))
    const result = await mutate(share({ id: entry.id, shares }), {
      done: t('toasts.shared', { name }),
      failed: (message) => t('toasts.failed', { message })
    })
    if (!result.error) onClose()
  }
  return (
    <Modal isOpen toggle={onClose} labelledBy="file-share-title" scrollable>
      <ModalHeader id="file-share-title" toggle={onClose}>
        {t('share.title', { name })}
      </ModalHeader>
      <ModalBody>
        <ul className="list-unstyled mb-0">
          {people.map((person) => (
            <li key={person.id} className="d-flex align-items-center gap-2 mb-2">
              <label className="flex-grow-1" htmlFor={`file-share-${person.id}`}>
                {person.name}
              </label>
              <select
                id={`file-share-${person.id}`}
                className="form-select form-select-sm w-auto"
                value={roles[person.id] ?? ''}
                onChange={(event) => setRoles({ ...roles, [person.id]: event.target.value as Choice })}
              >
                <option value="">{t('share.none')}</option>
                {shareRoles.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onClose}>
          {t('common:form.cancel')}
        </Button>
        <Button color="primary" onClick={() => void submit()} disabled={sharing.isLoading}>
          {t('share.submit')}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
