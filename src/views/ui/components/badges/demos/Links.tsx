import { Badge } from 'reactstrap'

/** A badge rendered as a link: a filter tag that leads to its list. */
export default function BadgeLinks() {
  return (
    <div className="demo-row">
      {['Design', 'Marketing', 'Engineering', 'Support'].map((tag) => (
        <Badge
          key={tag}
          color="primary"
          tag="a"
          href={`#${tag.toLowerCase()}`}
          className="text-bg-primary badge-link"
        >
          {tag}
        </Badge>
      ))}
    </div>
  )
}
