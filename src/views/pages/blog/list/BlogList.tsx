import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { LeftOutNote } from '@core/components/LeftOutNote'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { Pager } from '@core/list/Pager'
import { useListState } from '@core/list/useListState'
import { useGetPostsQuery } from '../api'
import { BlogSidebar } from '../components/BlogSidebar'
import '../blog.scss'
import { listSpec, perPage } from './listSpec'
import { PostCard } from './PostCard'

export default function BlogList() {
  const { t } = useTranslation('blog')
  const { state, search, href, query: params, narrowed } = useListState(listSpec)
  const query = useGetPostsQuery(params)
  const posts = query.data?.posts ?? []
  const pages = Math.ceil(posts.length / perPage)
  const shown = posts.slice((state.page - 1) * perPage, state.page * perPage)

  return (
    <>
      <PageHeader title={t('titles.list')} crumbs={[{ label: t('common:nav.pages') }]} />
      <Row className="g-4">
        <Col lg={8} xl={9}>
          <section aria-label={t('list.label')} aria-busy={query.isFetching}>
            <LeftOutNote count={query.data?.leftOut} />
            {query.data && shown.length > 0 ? (
              <Row className="g-4 row-cols-1 row-cols-md-2">
                {shown.map((post) => (
                  <Col key={post.id}>
                    <PostCard post={post} />
                  </Col>
                ))}
              </Row>
            ) : (
              <div className="card">
                <QueryState
                  loading={!query.data && query.isFetching}
                  error={query.error}
                  onRetry={query.refetch}
                  empty={t(narrowed ? 'list.empty' : 'list.none')}
                />
              </div>
            )}
            <Pager page={state.page} pages={pages} href={(page) => href({ page })} label={t('list.pages')} />
          </section>
        </Col>
        <Col lg={4} xl={3}>
          <BlogSidebar
            search={{ q: state.q, onSearch: search }}
            category={state.category}
            categoryHref={(category) => href({ category, page: 1 })}
          />
        </Col>
      </Row>
    </>
  )
}
