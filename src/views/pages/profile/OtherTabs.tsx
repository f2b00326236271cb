import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import type { ProfileData } from './contract'
import { LatestPhotosCard, SuggestionsCard } from './RightCards'
import { AboutCard, SuggestedPagesCard, TwitterFeedsCard } from './SideCards'
import type { FeedDispatch } from './useFeed'
import type { ProfileTab } from './routes.contract'

interface Props {
  tab: Exclude<ProfileTab, 'feed'>
  data: ProfileData
  connected: string[]
  dispatch: FeedDispatch
}

/** The tabs beside the feed, each showing its part of the profile. */
export function OtherTab({ tab, data, connected, dispatch }: Props) {
  const { t } = useTranslation('profile')
  switch (tab) {
    case 'about':
      return (
        <Row className="g-4">
          <Col lg={6}>
            <AboutCard about={data.userAbout} />
          </Col>
          <Col lg={6}>
            <TwitterFeedsCard feeds={data.twitterFeeds} />
          </Col>
        </Row>
      )
    case 'connections':
      return <SuggestionsCard suggestions={data.suggestions} connected={connected} dispatch={dispatch} />
    case 'teams':
      return <SuggestedPagesCard pages={data.suggestedPages} />
    case 'projects':
      return data.latestPhotos.length > 0 ? (
        <LatestPhotosCard photos={data.latestPhotos} />
      ) : (
        <p className="text-body-secondary">{t('empty.projects')}</p>
      )
  }
}
