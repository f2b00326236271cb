import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { formatDate } from '@/utility/format'
import { useDemoText } from '@core/hooks/useDemoText'
import type { BlogComment } from '../contract'

export function CommentList({ comments }: { comments: BlogComment[] }) {
  const { t, i18n } = useTranslation('blog')
  const demo = useDemoText('blog')
  return (
    <Card tag="section" id="comments" aria-labelledby="blog-comments-title">
      <CardBody>
        <h2 className="h5 mb-3" id="blog-comments-title">
          {t('comments.title', { count: comments.length })}
        </h2>
        {comments.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('comments.none')}</p>
        ) : (
          <ul className="list-unstyled d-flex flex-column gap-4 mb-0">
            {comments.map((comment) => (
              <li key={comment.id} className="d-flex gap-3">
                <Avatar name={comment.name} src={comment.avatar || undefined} decorative />
                <div className="blog-shrink">
                  <div className="d-flex flex-wrap align-items-baseline gap-2">
                    <span className="fw-semibold">{comment.name}</span>
                    <time dateTime={comment.createdTime} className="small text-body-secondary">
                      {formatDate(comment.createdTime, i18n.language)}
                    </time>
                  </div>
                  {comment.website && (
                    <div className="small text-body-secondary text-break">{comment.website}</div>
                  )}
                  <p className="mb-0 mt-1 text-break">{demo(`comments.${comment.id}`, comment.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  )
}
