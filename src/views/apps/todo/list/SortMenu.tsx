import { ArrowDownUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'
import { todoSorts, type TodoSort } from '../contract'

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
          // reactstrap gives every item role="menuitem", so the current order is marked with aria-current.
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
