import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { PageHeader } from '@core/components/PageHeader'
import { OpenFirstRecord } from '@core/list/records'
import { useGetPostsQuery } from '../api'
import { blogPaths } from '../contract'
import { PostNotFound } from './PostNotFound'

/** The bare /pages/blog/detail and /pages/blog/edit open the newest post. */
export default function OpenFirstPost() {
  const { t } = useTranslation('blog')
  const { pathname } = useLocation()
  const base = pathname.replace(/\/$/, '')
  return (
    <>
      <PageHeader
        title={t(base === blogPaths.firstEdit ? 'titles.edit' : 'titles.detail')}
        crumbs={[{ label: t('common:nav.pages') }, { label: t('titles.list'), to: blogPaths.list }]}
      />
      <OpenFirstRecord
        query={useGetPostsQuery({})}
        firstId={(data) => data.posts[0]?.id}
        to={(id) => `${base}/${id}`}
        none={<PostNotFound />}
      />
    </>
  )
}
