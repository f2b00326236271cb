import { useDeferredValue, useMemo, useState } from 'react'
import { icons } from 'lucide-react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Col, Input, Label, Row } from 'reactstrap'
import { IconGrid } from './IconGrid'
import { matchIcons } from './matchIcons'
import './icons.scss'

const names = Object.keys(icons)

export default function IconBrowser() {
  const { t } = useTranslation('ui')
  const [query, setQuery] = useState('')
  const [size, setSize] = useState(24)
  const [stroke, setStroke] = useState(2)
  const deferred = useDeferredValue(query)
  const shown = useMemo(() => matchIcons(names, deferred), [deferred])
  return (
    <>
      <Row className="g-3 align-items-end mb-3">
        <Col md={6}>
          <Label for="icon-search">{t('icons.search')}</Label>
          <Input
            id="icon-search"
            type="search"
            value={query}
            placeholder={t('icons.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Col>
        <Col xs={6} md={3}>
          <Label for="icon-size">{t('icons.size', { size })}</Label>
          <Input
            id="icon-size"
            className="icon-range"
            type="range"
            min={16}
            max={48}
            step={4}
            value={size}
            onChange={(event) => setSize(Number(event.target.value))}
          />
        </Col>
        <Col xs={6} md={3}>
          <Label for="icon-stroke">{t('icons.stroke', { stroke })}</Label>
          <Input
            id="icon-stroke"
            className="icon-range"
            type="range"
            min={1}
            max={3}
            step={0.25}
            value={stroke}
            onChange={(event) => setStroke(Number(event.target.value))}
          />
        </Col>
      </Row>
      <p className="small text-body-secondary" role="status">
        {t('icons.count', { count: shown.length, total: names.length })}
      </p>
      {shown.length === 0 ? (
        <p className="text-center text-body-secondary py-5 mb-0">
          {t('icons.none', { query: deferred.trim() })}
        </p>
      ) : (
        <IconGrid names={shown} size={size} stroke={stroke} />
      )}
    </>
  )
}
