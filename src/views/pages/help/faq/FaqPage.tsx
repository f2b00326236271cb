import { useTranslation } from 'react-i18next'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { useListState } from '@core/list/useListState'
import { useGetFaqQuery } from '../api'
import { HelpHero } from '../HelpHero'
import { faqState } from '../searchState'
import { useContentLanguage } from '../useContentLanguage'
import { ContactCards } from './ContactCards'
import { FaqCategories } from './FaqCategories'
import '../help.scss'

export default function FaqPage() {
  const { t } = useTranslation('help')
  const lang = useContentLanguage()
  const { state, update, search } = useListState(faqState)
  const { data, error, isLoading, refetch } = useGetFaqQuery({ q: state.q.trim(), lang })
  return (
    <>
      <PageHeader title={t('faq.title')} crumbs={[{ label: t('crumbs.pages') }]} />
      <HelpHero
        id="faq-search"
        title={t('faq.heroTitle')}
        subtitle={t('faq.heroSubtitle')}
        label={t('faq.search')}
        q={state.q}
        onSearch={search}
      />
      {data ? (
        <FaqCategories
          faq={data}
          q={state.q.trim()}
          active={state.category}
          onSelect={(category) => update({ category })}
        />
      ) : (
        <QueryState loading={isLoading} error={error} onRetry={() => void refetch()} />
      )}
      <ContactCards />
    </>
  )
}
