import { useTranslation } from 'react-i18next'
import { Button, Col, Row, TabContent, TabPane } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { useTabs } from '@core/hooks/useTabs'
import { useUrlTab } from '@core/list/useUrlTab'
import { selectUserData } from '@/redux/auth'
import { useAppSelector } from '@/redux/hooks'
import { useGetProfileQuery } from './api'
import type { ProfileData, ProfilePerson } from './contract'
import { OtherTab } from './OtherTabs'
import { PostCard } from './PostCard'
import { ProfileHeader } from './ProfileHeader'
import './profile.scss'
import { LatestPhotosCard, PollCard, SuggestionsCard } from './RightCards'
import { profileTabs } from './routes.contract'
import { AboutCard, SuggestedPagesCard, TwitterFeedsCard } from './SideCards'
import { useFeed } from './useFeed'
import { useDeferredFirstAnswer } from '@core/hooks/useDeferredFirstAnswer'

function useYou(): ProfilePerson {
  const { t } = useTranslation('profile')
  const user = useAppSelector(selectUserData)
  return { avatar: user?.avatar ?? '', username: user?.fullName || user?.username || t('you') }
}

function ProfileBody({ data }: { data: ProfileData }) {
  const { t } = useTranslation('profile')
  const { active, open } = useUrlTab(profileTabs)
  const tabList = useTabs({ ids: profileTabs, active, onSelect: open, prefix: 'profile' })
  const { feed, dispatch } = useFeed(data)
  const you = useYou()
  const shown = feed.posts.slice(0, feed.shown)

  return (
    <>
      <ProfileHeader header={data.header} active={active} tabList={tabList} />
      <TabContent activeTab={active}>
        <TabPane tabId={active} {...tabList.panel(active)}>
          {active !== 'feed' ? (
            <OtherTab tab={active} data={data} connected={feed.connected} dispatch={dispatch} />
          ) : (
            <Row className="g-4">
              <Col lg={3} md={6} className="order-2 order-lg-1">
                <AboutCard about={data.userAbout} />
                <SuggestedPagesCard pages={data.suggestedPages} />
                <TwitterFeedsCard feeds={data.twitterFeeds} />
              </Col>
              <Col lg={6} className="order-1 order-lg-2">
                <h2 className="visually-hidden">{t('post.title')}</h2>
                {shown.length === 0 && <p className="text-body-secondary">{t('empty.posts')}</p>}
                {shown.map((post) => (
                  <PostCard
                    key={post.id}
                    post={post}
                    you={you}
                    expanded={feed.expanded.includes(post.id)}
                    dispatch={dispatch}
                  />
                ))}
                {feed.shown < feed.posts.length && (
                  <div className="text-center">
                    <Button color="primary" onClick={() => dispatch({ type: 'more' })}>
                      {t('post.loadMore')}
                    </Button>
                  </div>
                )}
              </Col>
              <Col lg={3} md={6} className="order-3">
                <LatestPhotosCard photos={data.latestPhotos} />
                <SuggestionsCard
                  suggestions={data.suggestions}
                  connected={feed.connected}
                  dispatch={dispatch}
                />
                <PollCard polls={feed.polls} voted={feed.voted} you={you} dispatch={dispatch} />
              </Col>
            </Row>
          )}
        </TabPane>
      </TabContent>
    </>
  )
}

export default function Profile() {
  const { t } = useTranslation('profile')
  const query = useDeferredFirstAnswer(useGetProfileQuery())
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('common:nav.pages') }]} />
      {query.data ? (
        <ProfileBody data={query.data} />
      ) : (
        <QueryState loading={query.isFetching} error={query.error} onRetry={query.refetch} />
      )}
    </>
  )
}
