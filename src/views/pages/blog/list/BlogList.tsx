import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { ListGrid } from '@core/list/ListGrid'
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

  return (
    <>
      <PageHeader title={t('titles.list')} crumbs={[{ label: t('common:nav.pages') }]} />
      <Row className="g-4">
        <Col lg={8} xl={9}>
          <section aria-label={t('list.label')} aria-busy={query.isFetching}>
            <ListGrid
              query={query}
              items={(data) => data.posts.slice((state.page - 1) * perPage, state.page * perPage)}
              itemKey={(post) => post.id}
              columns="row-cols-1 row-cols-md-2"
              emptyText={t(narrowed ? 'list.empty' : 'list.none')}
              pager={{ page: state.page, pages, href: (page) => href({ page }), label: t('list.pages') }}
            >
              {(post) => <PostCard post={post} />}
            </ListGrid>
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
