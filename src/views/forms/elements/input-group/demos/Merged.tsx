import { AtSign } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Plain markup: the add-on shares the control's border, so the two read as one box. */
export default function InputGroupMerged() {
  const { t } = useTranslation('formElements')
  const id = useId()
  return (
    <>
      <label className="form-label" htmlFor={id}>
        {t('input-group.sample.username')}
      </label>
      <div className="input-group input-group-merge">
        <span className="input-group-text">
          <AtSign size={16} aria-hidden="true" />
        </span>
        <input id={id} className="form-control" autoComplete="off" />
      </div>
    </>
  )
}
