import { useId, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'
import { differing, firstChoices, resolved, type Conflict, type Side } from './conflict'
import { shownValue } from './fieldText'

interface Props<T extends FieldValues> {
  conflict: Conflict<T> | null
  onResolve: (values: T) => void
  onCancel: () => void
}

/** A save refused because someone changed the record meanwhile: both changes field by field, each kept from
 *  either side, then saved again on top of theirs. Cancel keeps the form as the user left it. */
export function ConflictDialog<T extends FieldValues>({ conflict, onResolve, onCancel }: Props<T>) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Modal
      isOpen={conflict !== null}
      toggle={onCancel}
      centered
      size="lg"
      labelledBy={titleId}
      returnFocusAfterClose
    >
      <ModalHeader toggle={onCancel} tag="h2" id={titleId} className="fs-5">
        {t('form.conflict.title')}
      </ModalHeader>
      {conflict && (
        <Choices
          key={JSON.stringify(conflict.theirs)}
          conflict={conflict}
          onResolve={onResolve}
          onCancel={onCancel}
        />
      )}
    </Modal>
  )
}

function Choices<T extends FieldValues>({
  conflict,
  onResolve,
  onCancel
}: Props<T> & { conflict: Conflict<T> }) {
  const { t } = useTranslation()
  const [choices, setChoices] = useState(() => firstChoices(conflict))
  const fields = differing(conflict)
  const all = (side: Side) => setChoices(Object.fromEntries(fields.map((field) => [field, side])))
  const choose = (field: string, side: Side) => setChoices((now) => ({ ...now, [field]: side }))
  const option = (field: string, side: Side) => (
    <label className="form-check mb-0">
      <input
        type="radio"
        className="form-check-input"
        name={`conflict-${field}`}
        checked={choices[field] === side}
        onChange={() => choose(field, side)}
      />
      <span className="visually-hidden">
        {t(side === 'mine' ? 'form.conflict.mine' : 'form.conflict.theirs')}:{' '}
      </span>
      <span className="form-check-label text-break">{shownValue(conflict[side][field], t)}</span>
    </label>
  )
  return (
    <>
      <ModalBody>
        <p>{t('form.conflict.text')}</p>
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('form.conflict.field')}</th>
                <th scope="col">{t('form.conflict.theirs')}</th>
                <th scope="col">{t('form.conflict.mine')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field}>
                  <th scope="row">{conflict.labels?.[field] ?? field}</th>
                  <td>{option(field, 'theirs')}</td>
                  <td>{option(field, 'mine')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button type="button" color="secondary" outline size="sm" onClick={() => all('theirs')}>
            {t('form.conflict.takeTheirs')}
          </Button>
          <Button type="button" color="secondary" outline size="sm" onClick={() => all('mine')}>
            {t('form.conflict.keepMine')}
          </Button>
        </div>
      </ModalBody>
      <ModalFooter>
        <Button type="button" color="secondary" outline onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="button" color="primary" onClick={() => onResolve(resolved(conflict, choices))}>
          {t('form.conflict.save')}
        </Button>
      </ModalFooter>
    </>
  )
}
