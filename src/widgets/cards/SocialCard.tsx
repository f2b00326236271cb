import { useState } from 'react'
import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody } from 'reactstrap'
import { useChartTheme } from '@core/charts/useChartTheme'
import { social } from './demoData'

export function SocialCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const [liked, setLiked] = useState(false)
  return (
    <Card className="h-100 social-card text-white">
      <CardBody>
        <h2 className="h5 text-white mb-1">{t('social.title')}</h2>
        <p className="small mb-3">{social.handle}</p>
        <p className="mb-4">{t('social.text')}</p>
        <dl className="d-flex justify-content-between mb-3">
          {(['followers', 'following', 'posts'] as const).map((key) => (
            <div key={key}>
              <dt className="fw-normal small">{t(`social.${key}`)}</dt>
              <dd className="h5 mb-0 text-white">
                <bdi dir="ltr">
                  {theme.number(social[key], { notation: 'compact', maximumFractionDigits: 1 })}
                </bdi>
              </dd>
            </div>
          ))}
        </dl>
        <div className="d-flex gap-2">
          <Button color="light" size="sm" aria-pressed={liked} onClick={() => setLiked(!liked)}>
            <Heart size={16} className="me-1" fill={liked ? 'currentColor' : 'none'} aria-hidden="true" />
            {t('social.like', { count: 128 + (liked ? 1 : 0) })}
          </Button>
        </div>
      </CardBody>
    </Card>
  )
}
