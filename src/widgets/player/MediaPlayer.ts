import { createReactPlayer } from 'react-player/ReactPlayer'
import HtmlPlayer from 'react-player/HtmlPlayer'
import { canPlay } from 'react-player/patterns'
import { publicUrl } from '@/utility/publicUrl'

// Files of our own only: the streaming and hosted-video players (and their lazy chunks) stay out of the build.
const html = { key: 'html', name: 'html', canPlay: canPlay.html, player: HtmlPlayer }

/** react-player over the browser's own <video> and <audio>. */
export const MediaPlayer = createReactPlayer([html], html)

export const media = {
  video: publicUrl('media/aurora.webm'),
  audio: publicUrl('media/chime.wav'),
  captions: (language: string) => publicUrl(`media/aurora.${language}.vtt`)
}
