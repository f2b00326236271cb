import { useTranslation } from 'react-i18next'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { RecordHistory } from '@widgets/activity/RecordHistory'
import { SafeHtml } from '@core/components/SafeHtml'
import { useGetPostQuery } from '../api'
import { BlogSidebar } from '../components/BlogSidebar'
import { CategoryBadges } from '../components/CategoryBadges'
import { PostByline } from '../components/PostByline'
import { PostGate } from '../components/PostGate'
import { blogPaths, type BlogDetail as BlogDetailData } from '../contract'
import '../blog.scss'
import { CommentForm } from './CommentForm'
import { CommentList } from './CommentList'
import { PostActions } from './PostActions'
import { useDemoText } from '@core/hooks/useDemoText'
import { DataImage } from '@core/components/data-image/DataImage'

export default function BlogDetail() {
  const { t } = useTranslation('blog')
  const demo = useDemoText('blog')
  return (
    <>
      <PageHeader
        title={t('titles.detail')}
        crumbs={[{ label: t('common:nav.pages') }, { label: t('titles.list'), to: blogPaths.list }]}
      />
      <Row className="g-4">
        <Col lg={8} xl={9}>
          <PostGate<BlogDetailData> useQuery={useGetPostQuery}>
            {({ blog, comments }) => (
              <div className="d-flex flex-column gap-4">
                <Card tag="article">
                  <DataImage
                    src={blog.img}
                    alt=""
                    className="card-img-top blog-hero"
                    width={640}
                    height={360}
                  />
                  <CardBody className="d-flex flex-column gap-3">
                    <h2 className="h3 mb-0">{demo(`posts.${blog.id}.title`, blog.title)}</h2>
                    <PostByline
                      name={blog.userFullName}
                      avatar={blog.avatar}
                      time={blog.createdTime}
                      size="md"
                    />
                    <CategoryBadges tags={blog.tags} />
                    <div dir="auto">
                      <SafeHtml
                        html={demo(`posts.${blog.id}.content`, blog.content)}
                        className="blog-content"
                        holdRemoteImages
                      />
                    </div>
                    <PostActions blog={blog} />
                  </CardBody>
                </Card>
                <CommentList comments={comments} />
                <CommentForm postId={blog.id} />
                <RecordHistory entity="blog-post" id={blog.id} />
              </div>
            )}
          </PostGate>
        </Col>
        <Col lg={4} xl={3}>
          <BlogSidebar
            categoryHref={(category) =>
              category ? `${blogPaths.list}?category=${category}` : blogPaths.list
            }
          />
        </Col>
      </Row>
    </>
  )
}
