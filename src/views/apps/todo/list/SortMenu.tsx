import { ArrowDownUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'
import { todoSorts, type TodoSort } from '../contract'

/** The list's order: latest, title A–Z and Z–A, assignee, due date. */
export function SortMenu({ value, onChange }: { value: TodoSort; onChange: (sort: TodoSort) => void }) {
  const { t } = useTranslation('todo')
  return (
    <UncontrolledDropdown>
      <DropdownToggle
        className="btn-icon-action"
        color="link"
        aria-label={t('sorts.label')}
        title={t('sorts.label')}
      >
        <ArrowDownUp size={18} aria-hidden="true" />
      </DropdownToggle>
      <DropdownMenu end>
        {todoSorts.map((sort) => (
          // reactstrap gives every item role="menuitem" (its keyboard support looks for it), so the
          // current order is marked with aria-current rather than menuitemradio's aria-checked.
          <DropdownItem
            key={sort}
            aria-current={sort === value || undefined}
            active={sort === value}
            onClick={() => onChange(sort)}
          >
            {t(`sorts.${sort}`)}
          </DropdownItem>
        ))}
      </DropdownMenu>
    </UncontrolledDropdown>
  )
}
