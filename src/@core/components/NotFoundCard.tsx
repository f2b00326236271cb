import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'

interface Props {
  icon: LucideIcon
  title: string
  text: string
  back: { to: string; label: string }
}

export function NotFoundCard({ icon: Icon, title, text, back }: Props) {
  return (
    <Card>
      <CardBody className="text-center py-5">
        <Icon size={40} className="text-body-secondary mb-3" aria-hidden="true" />
        <h1 className="h4">{title}</h1>
        <p className="text-body-secondary">{text}</p>
        <Link to={back.to} className="btn btn-primary">
          {back.label}
        </Link>
      </CardBody>
    </Card>
  )
}
