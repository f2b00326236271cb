import { useState, type FormEvent } from 'react'
import { Link2, Pencil, Star, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../../components/IconButton'
import { copyAndTell } from '../../components/toast'
import { mutate } from '../../forms/mutate'
import type { ColumnLayout } from '../columns/layout.contract'
import { useAddViewMutation, useDeleteViewMutation, useUpdateViewMutation } from './api'
import { maxViewNameLength, type SavedView } from './views.contract'

interface Props {
  list: string
  views: SavedView[]
  query: Record<string, string>
  layout: ColumnLayout
  onApply: (view: SavedView) => void
  /** The address that opens a view in any browser. */
  linkTo: (view: Pick<SavedView, 'query' | 'columns'>) => string
}

export default function ViewsPanel({ list, views, query, layout, onApply, linkTo }: Props) {
  const { t } = useTranslation('list')
  const [addView, adding] = useAddViewMutation()
  const [updateView] = useUpdateViewMutation()
  const [deleteView] = useDeleteViewMutation()
  const [name, setName] = useState('')
  const [asDefault, setAsDefault] = useState(false)
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const result = await mutate(addView({ list, name, query, columns: layout, isDefault: asDefault }), {
      done: t('views.saved', { name: name.trim() })
    })
    if (!result.error) setName('')
  }
  const rename = async (event: FormEvent) => {
    event.preventDefault()
    if (!renaming) return
    const result = await mutate(updateView({ list, id: renaming.id, name: renaming.name }))
    if (!result.error) setRenaming(null)
  }
  const copy = (view: SavedView) =>
    copyAndTell(linkTo(view), { copied: t('views.linkCopied'), refused: t('views.linkRefused') })

  return (
    <div className="nl-views-panel">
      {views.length === 0 && <p className="text-body-secondary small">{t('views.none')}</p>}
      <ul className="list-unstyled mb-3">
        {views.map((view) => (
          <li key={view.id} className="d-flex align-items-center gap-1 py-1">
            {renaming?.id === view.id ? (
              <form className="d-flex flex-grow-1 gap-1" onSubmit={rename}>
                <input
                  className="form-control form-control-sm"
                  aria-label={t('views.newName', { name: view.name })}
                  value={renaming.name}
                  maxLength={maxViewNameLength}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the user just asked for
                  autoFocus
                  onChange={(event) => setRenaming({ id: view.id, name: event.target.value })}
                />
                <button type="submit" className="btn btn-sm btn-primary">
                  {t('views.rename')}
                </button>
              </form>
            ) : (
              <button
                type="button"
                className="btn btn-sm btn-link flex-grow-1 text-start text-truncate"
                onClick={() => onApply(view)}
              >
                {view.name}
                {view.isDefault && <span className="badge text-bg-secondary ms-2">{t('views.default')}</span>}
              </button>
            )}
            <IconButton
              icon={Star}
              size="sm"
              pressed={view.isDefault}
              label={t('views.makeDefault', { name: view.name })}
              onClick={() => mutate(updateView({ list, id: view.id, isDefault: !view.isDefault }))}
            />
            <IconButton
              icon={Pencil}
              size="sm"
              label={t('views.renameNamed', { name: view.name })}
              onClick={() => setRenaming({ id: view.id, name: view.name })}
            />
            <IconButton
              icon={Link2}
              size="sm"
              label={t('views.copyLink', { name: view.name })}
              onClick={() => copy(view)}
            />
            <IconButton
              icon={Trash2}
              size="sm"
              danger
              label={t('views.delete', { name: view.name })}
              onClick={() =>
                mutate(deleteView({ list, id: view.id }), { done: t('views.deleted', { name: view.name }) })
              }
            />
          </li>
        ))}
      </ul>
      <form onSubmit={save}>
        <label className="form-label" htmlFor="nl-view-name">
          {t('views.name')}
        </label>
        <input
          id="nl-view-name"
          className="form-control form-control-sm mb-2"
          value={name}
          required
          maxLength={maxViewNameLength}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="form-check mb-2">
          <input
            id="nl-view-default"
            type="checkbox"
            className="form-check-input"
            checked={asDefault}
            onChange={() => setAsDefault(!asDefault)}
          />
          <label className="form-check-label" htmlFor="nl-view-default">
            {t('views.setDefault')}
          </label>
        </div>
        <button type="submit" className="btn btn-sm btn-primary" disabled={adding.isLoading}>
          {t('views.save')}
        </button>
      </form>
    </div>
  )
}
