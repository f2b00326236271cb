import { useState } from 'react'
import { Bookmark, MessageSquare, Pencil, Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from 'reactstrap'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { useAbility } from '@/configs/acl/useAbility'
import { ShareItems } from '@core/components/ShareItems'
import { useDemoText } from '@core/hooks/useDemoText'
import { blogPaths, type BlogDetail } from '../contract'

/** Bookmarking is kept on this page only: the API has no call for it. */
export function PostActions({ blog }: { blog: BlogDetail['blog'] }) {
  const { t } = useTranslation('blog')
  const demo = useDemoText('blog')
  const canEdit = useAbility().can('update', 'Blog')
  const [bookmarked, setBookmarked] = useState(false)
  const subject = demo(`posts.${blog.id}.title`, blog.title)
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 border-top pt-3">
      <a href="#comments" className="d-inline-flex align-items-center gap-1 text-body">
        <MessageSquare size={18} aria-hidden="true" />
        {t('post.comments', { count: blog.commentCount })}
      </a>
      <Button
        color="link"
        className="d-inline-flex align-items-center gap-1 text-body p-0 text-decoration-none"
        aria-pressed={bookmarked}
        onClick={() => setBookmarked(!bookmarked)}
      >
        <Bookmark size={18} aria-hidden="true" fill={bookmarked ? 'currentColor' : 'none'} />
        {t('post.bookmarks', { count: blog.bookmarkCount + (bookmarked ? 1 : 0) })}
      </Button>
      <div className="ms-auto d-flex gap-2">
        {canEdit && (
          <Link
            to={blogPaths.edit(blog.id)}
            className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1"
          >
            <Pencil size={16} aria-hidden="true" />
            {t('post.edit')}
          </Link>
        )}
        <LazyDropdown
          menuProps={{ end: true }}
          toggleProps={{
            color: 'secondary',
            outline: true,
            size: 'sm',
            className: 'd-inline-flex align-items-center gap-1',
            children: (
              <>
                <Share2 size={16} aria-hidden="true" />
                {t('share.title')}
              </>
            )
          }}
        >
          {() => <ShareItems subject={subject} />}
        </LazyDropdown>
      </div>
    </div>
  )
}
