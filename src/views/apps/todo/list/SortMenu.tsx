import { ArrowDownUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem } from 'reactstrap'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { todoSorts, type TodoSort } from '../contract'

export function SortMenu({ value, onChange }: { value: TodoSort; onChange: (sort: TodoSort) => void }) {
  const { t } = useTranslation('todo')
  return (
    <LazyDropdown
      menuProps={{ end: true }}
      toggleProps={{
        className: 'btn-icon-action',
        color: 'link',
        'aria-label': t('sorts.label'),
        title: t('sorts.label'),
        children: <ArrowDownUp size={18} aria-hidden="true" />
      }}
    >
      {() =>
        todoSorts.map((sort) => (
          // reactstrap gives every item role="menuitem", so the current order is marked with aria-current.
          <DropdownItem
            key={sort}
            aria-current={sort === value || undefined}
            active={sort === value}
            onClick={() => onChange(sort)}
          >
            {t(`sorts.${sort}`)}
          </DropdownItem>
        ))
      }
    </LazyDropdown>
  )
}
