import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { blogPaths, type BlogCategory } from '../contract'
import { categoryTone } from './categories'

/** Each tag leads to the list of its category. */
export function CategoryBadges({ tags }: { tags: readonly BlogCategory[] }) {
  const { t } = useTranslation('blog')
  if (tags.length === 0) return null
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label={t('post.categories')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`${blogPaths.list}?category=${tag}`}
            className={`badge rounded-pill text-decoration-none ${categoryTone(tag)}`}
          >
            {t(`categories.${tag}`)}
          </Link>
        </li>
      ))}
    </ul>
  )
}
