import { Card, CardBody } from 'reactstrap'
import { SearchBox } from '@core/list/SearchBox'

interface Props {
  id: string
  title: string
  subtitle: string
  label: string
  q: string
  onSearch: (q: string) => void
}

export function HelpHero({ id, title, subtitle, label, q, onSearch }: Props) {
  return (
    <Card className="help-hero mb-4">
      <CardBody className="text-center py-5 px-3">
        <h2 className="mb-2">{title}</h2>
        <p className="text-body-secondary mb-4">{subtitle}</p>
        <SearchBox
          id={id}
          className="help-hero-search mx-auto"
          label={label}
          placeholder={label}
          q={q}
          onSearch={onSearch}
        />
      </CardBody>
    </Card>
  )
}
