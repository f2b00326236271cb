import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, Button, Card, CardBody } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { useChartTheme } from '@core/charts/useChartTheme'
import { profile } from './demoData'

export function ProfileCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const [following, setFollowing] = useState(false)
  const followers = profile.followers + (following ? 1 : 0)
  return (
    <Card className="h-100 text-center profile-card overflow-hidden">
      <div className="profile-card-cover" aria-hidden="true" />
      <CardBody className="pt-0">
        <Avatar name={profile.name} src={profile.avatar} size="lg" className="profile-card-avatar" />
        <h2 className="h5 mt-2 mb-1">{profile.name}</h2>
        <p className="small text-body-secondary mb-2">{profile.role}</p>
        <Badge color="primary" className="bg-primary-subtle text-primary-emphasis mb-3">
          {t('profile.pro')}
        </Badge>
        <dl className="row g-0 mb-3">
          <div className="col-4">
            <dt className="fw-normal small text-body-secondary">{t('profile.followers')}</dt>
            <dd className="h6 mb-0">
              <bdi dir="ltr">
                {theme.number(followers, { notation: 'compact', maximumFractionDigits: 1 })}
              </bdi>
            </dd>
          </div>
          <div className="col-4">
            <dt className="fw-normal small text-body-secondary">{t('profile.projects')}</dt>
            <dd className="h6 mb-0">{theme.number(profile.projects)}</dd>
          </div>
          <div className="col-4">
            <dt className="fw-normal small text-body-secondary">{t('profile.rating')}</dt>
            <dd className="h6 mb-0">{theme.number(profile.rating)}</dd>
          </div>
        </dl>
        <Button
          color="primary"
          outline={following}
          aria-pressed={following}
          onClick={() => setFollowing(!following)}
        >
          {t(following ? 'profile.following' : 'profile.follow')}
        </Button>
      </CardBody>
    </Card>
  )
}
