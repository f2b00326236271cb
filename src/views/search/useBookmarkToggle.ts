import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { mutate } from '@core/forms/mutate'
import { useToggleBookmarkMutation } from './api'
import type { SearchPageItem } from './pages'

/** Told by name, since a star quietly snapping back would look like a missed click. */
export function useBookmarkToggle() {
  const { t } = useTranslation('search')
  const [toggle] = useToggleBookmarkMutation()
  return useCallback(
    (page: SearchPageItem) => {
      void mutate(toggle({ link: page.link }), { failed: () => t('bookmark.error', { title: page.title }) })
    },
    [toggle, t]
  )
}
