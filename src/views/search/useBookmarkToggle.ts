import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'
import { useToggleBookmarkMutation } from './api'
import type { SearchPageItem } from './contract'

/** Told by name, since a star quietly snapping back would look like a missed click. */
export function useBookmarkToggle() {
  const { t } = useTranslation('search')
  const [toggle] = useToggleBookmarkMutation()
  return useCallback(
    (page: SearchPageItem) => {
      toggle({ id: page.id })
        .unwrap()
        .catch(() => notify.error(t('bookmark.error', { title: page.title })))
    },
    [toggle, t]
  )
}
