import { Check, UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, Progress } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { numberFormat } from '@/utility/format'
import type { PollOption, ProfileData, ProfilePerson } from './contract'
import { useDemoText } from '@core/hooks/useDemoText'
import type { FeedDispatch } from './useFeed'
import { DataImage } from '@core/components/data-image/DataImage'

export function LatestPhotosCard({ photos }: { photos: ProfileData['latestPhotos'] }) {
  const { t } = useTranslation('profile')
  return (
    <Card className="mb-4">
      <CardBody>
        <h2 className="h5">{t('photos.title')}</h2>
        <ul className="list-unstyled row row-cols-3 g-2 mb-0">
          {photos.map((photo, index) => (
            <li key={photo.img} className="col">
              <DataImage
                src={photo.img}
                alt={t('photos.alt', { number: index + 1 })}
                className="profile-photo rounded"
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  )
}

interface SuggestionsProps {
  suggestions: ProfileData['suggestions']
  connected: string[]
  dispatch: FeedDispatch
}

export function SuggestionsCard({ suggestions, connected, dispatch }: SuggestionsProps) {
  const { t } = useTranslation('profile')
  return (
    <Card className="mb-4">
      <CardBody>
        <h2 className="h5">{t('suggestions.title')}</h2>
        <ul className="list-unstyled mb-0">
          {suggestions.map(({ name, avatar, mutualFriend }) => {
            const isConnected = connected.includes(name)
            return (
              <li key={name} className="d-flex align-items-center gap-2 mb-3">
                <Avatar name={name} src={avatar} decorative />
                <div className="flex-grow-1 min-w-0">
                  <p className="mb-0 fw-semibold text-truncate">{name}</p>
                  <small className="text-body-secondary">
                    {t('suggestions.mutual', { count: mutualFriend })}
                  </small>
                </div>
                <Button
                  size="sm"
                  color="primary"
                  outline={!isConnected}
                  aria-pressed={isConnected}
                  aria-label={t('suggestions.connectName', { name })}
                  onClick={() => dispatch({ type: 'connect', name })}
                >
                  {isConnected ? (
                    <Check size={16} aria-hidden="true" />
                  ) : (
                    <UserPlus size={16} aria-hidden="true" />
                  )}
                </Button>
              </li>
            )
          })}
        </ul>
      </CardBody>
    </Card>
  )
}

interface PollProps {
  polls: PollOption[]
  voted: number | null
  you: ProfilePerson
  dispatch: FeedDispatch
}

export function PollCard({ polls, voted, you, dispatch }: PollProps) {
  const { t, i18n } = useTranslation('profile')
  const demo = useDemoText('profile')
  const percent = numberFormat(i18n.language, { style: 'percent' })
  return (
    <Card className="mb-4">
      <CardBody>
        <h2 className="h5">{t('poll.title')}</h2>
        <p className="small text-body-secondary">{t('poll.question')}</p>
        {voted === null ? (
          <ul className="list-unstyled d-grid gap-2 mb-0">
            {polls.map((option, index) => (
              <li key={option.name}>
                <Button
                  color="secondary"
                  outline
                  block
                  onClick={() => dispatch({ type: 'vote', option: index, you })}
                >
                  {demo(`polls.${index}`, option.name)}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="list-unstyled mb-0" aria-label={t('poll.results')}>
            {polls.map((option, index) => (
              <li key={option.name} className="mb-3">
                <div className="d-flex justify-content-between small mb-1">
                  <span className={index === voted ? 'fw-semibold' : ''}>
                    {demo(`polls.${index}`, option.name)}
                    {index === voted && ` · ${t('poll.yourVote')}`}
                  </span>
                  <span>{percent.format(option.result / 100)}</span>
                </div>
                <Progress
                  value={option.result}
                  aria-label={demo(`polls.${index}`, option.name)}
                  style={{ height: 6 }}
                />
                <div className="profile-stack mt-2" aria-hidden="true">
                  {option.votedUser.map((person) => (
                    <Avatar
                      key={person.username}
                      name={person.username}
                      src={person.img}
                      size="sm"
                      decorative
                    />
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  )
}
