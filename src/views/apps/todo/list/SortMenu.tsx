import { ArrowDownUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'
import { todoSorts, type TodoSort } from '../contract'

/** The list's order: latest, title A–Z and Z–A, assignee, due date. */
export function SortMenu({ value, onChange }: { value: TodoSort; onChange: (sort: TodoSort) => void }) {
  const { t } = useTranslation('todo')
  return (
    <UncontrolledDropdown>
      <DropdownToggle className="btn-icon-action" color="link" aria-label={t('sorts.label')} title={t('sorts.label')}>
        <ArrowDownUp size={18} aria-hidden="true" />
      </DropdownToggle>
      <DropdownMenu end>
        {todoSorts.map((sort) => (
          <DropdownItem key={sort} role="menuitemradio" aria-checked={sort === value} active={sort === value} onClick={() => onChange(sort)}>
            {t(`sorts.${sort}`)}
          </DropdownItem>
        ))}
      </DropdownMenu>
    </UncontrolledDropdown>
  )
}
