import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Badge } from 'reactstrap'

const categories = ['fashion', 'food', 'gaming', 'video'] as const

/** A badge rendered as a link: a filter tag that leads to its list (the blog's posts of that category). */
export default function BadgeLinks() {
  const { t } = useTranslation('blog')
  return (
    <div className="demo-row">
      {categories.map((category) => (
        <Badge
          key={category}
          color="primary"
          tag={Link}
          to={`/pages/blog/list?category=${category}`}
          className="text-bg-primary badge-link"
        >
          {t(`categories.${category}`)}
        </Badge>
      ))}
    </div>
  )
}
