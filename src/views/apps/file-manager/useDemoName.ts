import { useCallback } from 'react'
import { useDemoText } from '@core/hooks/useDemoText'

/** An entry's name in the reader's language while it is the seed's; a name the user gave shows as written. */
export function useDemoName() {
  const demo = useDemoText('fileManager')
  return useCallback((entry: { id: number; name: string }) => demo(`entries.${entry.id}`, entry.name), [demo])
}
