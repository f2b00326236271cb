import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { formatDate } from '@/utility/format'
import type { ProfileData } from './contract'
import { useDemoText } from '@core/hooks/useDemoText'

export function AboutCard({ about }: { about: ProfileData['userAbout'] }) {
  const { t, i18n } = useTranslation('profile')
  const demo = useDemoText('profile')
  const rows = [
    ['joined', formatDate(about.joined, i18n.language)],
    ['lives', demo('lives', about.lives)],
    ['email', about.email]
  ] as const
  return (
    <Card className="mb-4">
      <CardBody>
        <h2 className="h5">{t('about.title')}</h2>
        <p>{demo('about', about.about)}</p>
        <dl className="mb-0">
          {rows.map(([key, value]) => (
            <div key={key} className="mb-2">
              <dt className="small text-uppercase text-body-secondary">{t(`about.${key}`)}</dt>
              <dd className="mb-0 text-break">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="small text-uppercase text-body-secondary">{t('about.website')}</dt>
            <dd className="mb-0 text-break">
              {/^https?:\/\//.test(about.website) ? (
                <a href={about.website} target="_blank" rel="noreferrer noopener">
                  {about.website}
                </a>
              ) : (
                about.website
              )}
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  )
}

export function SuggestedPagesCard({ pages }: { pages: ProfileData['suggestedPages'] }) {
  const { t } = useTranslation('profile')
  const demo = useDemoText('profile')
  return (
    <Card className="mb-4">
      <CardBody>
        <h2 className="h5">{t('pages.title')}</h2>
        <ul className="list-unstyled mb-0">
          {pages.map((page) => (
            <li key={page.username} className="d-flex align-items-center gap-2 mb-3">
              <Avatar name={page.username} src={page.avatar} decorative />
              <div className="flex-grow-1 min-w-0">
                <p className="mb-0 fw-semibold text-truncate">{page.username}</p>
                <small className="text-body-secondary">{demo(`pages.${page.subtitle}`, page.subtitle)}</small>
              </div>
              {page.favorite && (
                <Star
                  size={18}
                  className="text-warning flex-shrink-0"
                  fill="currentColor"
                  aria-label={t('pages.favorite')}
                  role="img"
                />
              )}
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  )
}

export function TwitterFeedsCard({ feeds }: { feeds: ProfileData['twitterFeeds'] }) {
  const { t } = useTranslation('profile')
  const demo = useDemoText('profile')
  return (
    <Card className="mb-4">
      <CardBody>
        <h2 className="h5">{t('tweets.title')}</h2>
        <ul className="list-unstyled mb-0">
          {feeds.map((feed) => (
            <li key={feed.id} className="mb-3">
              <div className="d-flex align-items-center gap-2 mb-1">
                <Avatar name={feed.title} src={feed.imgUrl} size="sm" decorative />
                <p className="mb-0 fw-semibold">{feed.title}</p>
              </div>
              <p className="small mb-1">{demo(`tweets.${feed.id}`, feed.desc)}</p>
              <p className="small text-primary mb-0" dir="ltr">
                {feed.tags.join(' ')}
              </p>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  )
}
