import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { OpenElsewhereNote } from '@core/components/OpenElsewhereNote'
import { mutate } from '@core/forms/mutate'
import { useGetEditDataQuery, useUpdatePostMutation } from '../api'
import { PostByline } from '../components/PostByline'
import { PostGate } from '../components/PostGate'
import { blogPaths, type BlogEditAnswer } from '../contract'
import '../blog.scss'
import { PostForm } from './PostForm'
import { toPostForm, toSaved } from './postForm'
import { useDemoText } from '@core/hooks/useDemoText'

export default function BlogEdit() {
  const { t } = useTranslation('blog')
  const navigate = useNavigate()
  const [savePost] = useUpdatePostMutation()
  const demo = useDemoText('blog')

  return (
    <>
      <PageHeader
        title={t('titles.edit')}
        crumbs={[{ label: t('common:nav.pages') }, { label: t('titles.list'), to: blogPaths.list }]}
      />
      <PostGate<BlogEditAnswer> useQuery={useGetEditDataQuery}>
        {(post) => (
          <>
            <OpenElsewhereNote entity="blog-post" id={post.id} />
            <Card className="mb-4">
              <CardBody>
                <PostByline name={post.userFullName} avatar={post.avatar} time={post.createdTime} size="md" />
              </CardBody>
            </Card>
            <PostForm
              key={post.id}
              defaultValues={toPostForm(post, demo)}
              currentImage={post.featuredImage}
              cancelTo={blogPaths.detail(post.id)}
              onSubmit={async (values) => {
                const blog = await toSaved(post, values, demo)
                const result = await mutate(savePost(blog), { done: t('edit.saved'), failed: false })
                if (result.error) return result
                navigate(blogPaths.detail(post.id))
              }}
            />
          </>
        )}
      </PostGate>
    </>
  )
}
