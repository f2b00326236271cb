import { Heart, MessageSquare, Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { notify } from '@core/components/toast'
import { formatDate, numberFormat } from '@/utility/format'
import type { ProfilePerson, ProfilePost } from './contract'
import { useDemoText } from '@core/hooks/useDemoText'
import type { FeedDispatch } from './useFeed'
import { DataImage } from '@core/components/data-image/DataImage'

const likersShown = 5

interface Props {
  post: ProfilePost
  expanded: boolean
  you: ProfilePerson
  dispatch: FeedDispatch
}

function Comments({ post, dispatch }: Pick<Props, 'post' | 'dispatch'>) {
  const { t, i18n } = useTranslation('profile')
  const demo = useDemoText('profile')
  const count = numberFormat(i18n.language)
  return (
    <ul className="list-unstyled mt-3 mb-0" aria-label={t('post.commentsOf', { name: post.username })}>
      {post.detailedComments.map((comment) => (
        <li key={comment.id} className="d-flex gap-2 mb-3">
          <Avatar name={comment.username} src={comment.avatar} size="sm" decorative />
          <div className="flex-grow-1 min-w-0">
            <p className="mb-0 fw-semibold small">{comment.username}</p>
            <p className="mb-1 small">{demo(`comments.${comment.id}`, comment.comment)}</p>
            <Button
              color="link"
              size="sm"
              className="p-0 d-inline-flex align-items-center gap-1 text-decoration-none"
              aria-pressed={comment.youLiked}
              aria-label={t('post.likeComment', { name: comment.username })}
              onClick={() => dispatch({ type: 'likeComment', post: post.id, comment: comment.id })}
            >
              <Heart size={14} aria-hidden="true" fill={comment.youLiked ? 'currentColor' : 'none'} />
              <span>{count.format(comment.commentsLikes)}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}

export function PostCard({ post, expanded, you, dispatch }: Props) {
  const { t, i18n } = useTranslation('profile')
  const demo = useDemoText('profile')
  const count = numberFormat(i18n.language)
  const likers = post.likedUsers.slice(0, likersShown)
  const more = post.likedCount - likers.length
  return (
    <Card className="mb-4" tag="article" aria-labelledby={`post-${post.id}-author`}>
      <CardBody>
        <div className="d-flex align-items-center gap-2 mb-3">
          <Avatar name={post.username} src={post.avatar} decorative />
          <div>
            <h3 className="h6 mb-0" id={`post-${post.id}-author`}>
              {post.username}
            </h3>
            <small className="text-body-secondary">{formatDate(post.postTime, i18n.language)}</small>
          </div>
        </div>
        <p>{demo(`posts.${post.id}`, post.postText)}</p>
        {post.postImg && (
          <DataImage src={post.postImg} alt="" className="profile-post-media rounded mb-3" loading="lazy" />
        )}
        <div className="d-flex flex-wrap align-items-center gap-3">
          <Button
            color={post.youLiked ? 'primary' : 'secondary'}
            outline={!post.youLiked}
            size="sm"
            className="d-inline-flex align-items-center gap-1"
            aria-pressed={post.youLiked}
            onClick={() => dispatch({ type: 'like', post: post.id, you })}
          >
            <Heart size={16} aria-hidden="true" fill={post.youLiked ? 'currentColor' : 'none'} />
            {t('post.like')}
          </Button>
          <div className="profile-stack" aria-hidden="true">
            {likers.map((person) => (
              <Avatar key={person.username} name={person.username} src={person.avatar} size="sm" decorative />
            ))}
          </div>
          <span className="small text-body-secondary" data-testid={`likes-${post.id}`}>
            {t('post.likes', { count: post.likedCount, shown: count.format(post.likedCount) })}
            {more > 0 && <span className="visually-hidden">{t('post.andMore', { count: more })}</span>}
          </span>
          <Button
            color="link"
            size="sm"
            className="ms-auto d-inline-flex align-items-center gap-1 text-decoration-none"
            aria-expanded={expanded}
            onClick={() => dispatch({ type: 'toggleComments', post: post.id })}
          >
            <MessageSquare size={16} aria-hidden="true" />
            {t('post.comments', { count: post.comments, shown: count.format(post.comments) })}
          </Button>
          <Button
            color="link"
            size="sm"
            className="d-inline-flex align-items-center gap-1 text-decoration-none"
            onClick={() => notify.success(t('post.shared'))}
          >
            <Share2 size={16} aria-hidden="true" />
            {t('post.share', { count: post.share, shown: count.format(post.share) })}
          </Button>
        </div>
        {expanded && <Comments post={post} dispatch={dispatch} />}
      </CardBody>
    </Card>
  )
}
