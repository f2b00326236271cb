import { useEffect, useState, type RefObject } from 'react'

/** Shows the captions track in the page's language, or none; a toggle switches them. */
export function useCaptions(video: RefObject<HTMLVideoElement | null>, language: string) {
  const [on, setOn] = useState(true)
  useEffect(() => {
    for (const track of Array.from(video.current?.textTracks ?? []))
      track.mode = on && track.language === language ? 'showing' : 'disabled'
  }, [video, on, language])
  return { on, toggle: () => setOn((value) => !value) }
}
