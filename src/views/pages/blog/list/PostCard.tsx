import { MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import { blogPaths, type PostSummary } from '../contract'
import { CategoryBadges } from '../components/CategoryBadges'
import { PostByline } from '../components/PostByline'
import { useDemoText } from '@core/hooks/useDemoText'
import { DataImage } from '@core/components/data-image/DataImage'
import { isOtherHost } from '@/utility/safeLink'

export function PostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation('blog')
  const demo = useDemoText('blog')
  const to = blogPaths.detail(post.id)
  const title = demo(`posts.${post.id}.title`, post.title)
  return (
    <Card tag="article" className="h-100 blog-card">
      {isOtherHost(post.img) ? (
        <DataImage src={post.img} alt="" className="card-img-top blog-card-image" width={640} height={360} />
      ) : (
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <img src={post.img} alt="" className="card-img-top blog-card-image" width={640} height={360} />
        </Link>
      )}
      <CardBody className="d-flex flex-column gap-3">
        <h2 className="h5 mb-0">
          <Link to={to} className="text-body">
            {title}
          </Link>
        </h2>
        <PostByline name={post.userFullName} avatar={post.avatar} time={post.blogPosted} />
        <CategoryBadges tags={post.tags} />
        <p className="mb-0 text-body-secondary flex-grow-1">
          {demo(`posts.${post.id}.excerpt`, post.excerpt)}
        </p>
        <div className="d-flex justify-content-between align-items-center border-top pt-3">
          <Link to={`${to}#comments`} className="d-inline-flex align-items-center gap-1 text-body small">
            <MessageSquare size={16} aria-hidden="true" />
            {t('post.comments', { count: post.commentCount })}
          </Link>
          <Link to={to} className="fw-semibold small" aria-label={t('post.readMoreAbout', { title })}>
            {t('post.readMore')}
          </Link>
        </div>
      </CardBody>
    </Card>
  )
}
