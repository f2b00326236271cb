import { Check, ListTodo, Plus, Star, Trash2, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { Button } from 'reactstrap'
import { useSplitApp } from '@core/components/split-app/SplitApp'
import { todoPaths as paths, todoTags, type TodoFilter } from '../routes.contract'
import { tagColors } from '../tagColors'

const filterIcons: Record<TodoFilter, LucideIcon> = { important: Star, completed: Check, deleted: Trash2 }

const linkClass = ({ isActive }: { isActive: boolean }) => `todo-sidebar-link${isActive ? ' active' : ''}`

export function TodoSidebar({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('todo')
  const { closeSidebar } = useSplitApp()
  const add = () => {
    closeSidebar()
    onAdd()
  }
  return (
    <div className="todo-sidebar">
      <div className="p-3">
        <Button color="primary" block onClick={add}>
          <Plus size={16} className="me-1" aria-hidden="true" />
          {t('sidebar.add')}
        </Button>
      </div>
      <nav aria-label={t('sidebar.filters')}>
        <ul className="list-unstyled mb-3">
          <li>
            <NavLink to={paths.list} end className={linkClass} onClick={closeSidebar}>
              <ListTodo size={18} aria-hidden="true" />
              {t('filters.all')}
            </NavLink>
          </li>
          {(Object.keys(filterIcons) as TodoFilter[]).map((filter) => {
            const Icon = filterIcons[filter]
            return (
              <li key={filter}>
                <NavLink to={paths.filter(filter)} className={linkClass} onClick={closeSidebar}>
                  <Icon size={18} aria-hidden="true" />
                  {t(`filters.${filter}`)}
                </NavLink>
              </li>
            )
          })}
        </ul>
      </nav>
      <h2 className="todo-sidebar-heading" id="todo-tags-heading">
        {t('sidebar.tags')}
      </h2>
      <nav aria-labelledby="todo-tags-heading">
        <ul className="list-unstyled">
          {todoTags.map((tag) => (
            <li key={tag}>
              <NavLink to={paths.tag(tag)} className={linkClass} onClick={closeSidebar}>
                <span className={`todo-bullet bg-${tagColors[tag]}`} aria-hidden="true" />
                {t(`tags.${tag}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
