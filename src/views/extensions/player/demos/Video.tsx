import { CaptionedVideo } from '@widgets/player/CaptionedVideo'

/** A video with our own controls: play, seek, volume, speed, captions in the page's language, full screen. */
export default function PlayerVideo() {
  return <CaptionedVideo />
}
