import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import { QueryState } from '@core/components/QueryState'
import { SearchBox } from '@core/list/SearchBox'
import { formatDate } from '@/utility/format'
import { useGetSidebarQuery } from '../api'
import { blogPaths, type BlogCategory } from '../contract'
import { categoryIcons, categoryTone } from './categories'
import { useDemoText } from '@core/hooks/useDemoText'
import { DataImage } from '@core/components/data-image/DataImage'

interface Props {
  /** The list's search, when the sidebar sits beside it. */
  search?: { q: string; onSearch: (q: string) => void }
  category?: BlogCategory | ''
  categoryHref: (category: BlogCategory | '') => string
}

export function BlogSidebar({ search, category = '', categoryHref }: Props) {
  const { t, i18n } = useTranslation('blog')
  const demo = useDemoText('blog')
  const query = useGetSidebarQuery()
  return (
    <Card tag="aside" aria-label={t('sidebar.label')}>
      <CardBody className="d-flex flex-column gap-4">
        {search && (
          <SearchBox
            id="blog-search"
            label={t('sidebar.search')}
            placeholder={t('sidebar.search')}
            {...search}
          />
        )}
        {!query.data ? (
          <QueryState loading={query.isFetching} error={query.error} onRetry={query.refetch} />
        ) : (
          <>
            <section>
              <h2 className="h5 mb-3">{t('sidebar.recent')}</h2>
              <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
                {query.data.recentPosts.map((post) => (
                  <li key={post.id} className="d-flex gap-3 align-items-center">
                    <DataImage
                      src={post.img}
                      alt=""
                      width={72}
                      height={48}
                      className="rounded object-fit-cover"
                    />
                    <div className="blog-shrink">
                      <Link
                        to={blogPaths.detail(post.id)}
                        className="d-block fw-semibold text-body text-truncate"
                      >
                        {demo(`posts.${post.id}.title`, post.title)}
                      </Link>
                      <time dateTime={post.createdTime} className="small text-body-secondary">
                        {formatDate(post.createdTime, i18n.language)}
                      </time>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h2 className="h5 mb-3">{t('sidebar.categories')}</h2>
              <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
                {query.data.categories.map(({ category: value, count }) => (
                  <li key={value}>
                    <CategoryLink
                      category={value}
                      count={count}
                      active={value === category}
                      href={categoryHref}
                    />
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </CardBody>
    </Card>
  )
}

interface LinkProps {
  category: BlogCategory
  count: number
  active: boolean
  href: Props['categoryHref']
}

/** The active category's link shows the whole list again. */
function CategoryLink({ category, count, active, href }: LinkProps) {
  const { t } = useTranslation('blog')
  const Icon = categoryIcons[category]
  return (
    <Link
      to={href(active ? '' : category)}
      aria-current={active ? 'true' : undefined}
      className={`blog-category d-flex align-items-center gap-2 text-body rounded p-1${active ? ' active' : ''}`}
    >
      <span className={`blog-category-icon rounded ${categoryTone(category)}`}>
        <Icon size={16} aria-hidden="true" />
      </span>
      <span className="flex-grow-1">{t(`categories.${category}`)}</span>
      <span className="small text-body-secondary" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{t('sidebar.postCount', { count })}</span>
    </Link>
  )
}
