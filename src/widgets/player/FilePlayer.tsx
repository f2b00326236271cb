import { useRef } from 'react'
import { MediaPlayer } from './MediaPlayer'
import { PlayerControls } from './PlayerControls'
import { useFullscreen } from './useFullscreen'
import { usePlayer } from './usePlayer'
import './player.scss'

interface Props {
  src: string
  kind: 'audio' | 'video'
  /** The file's name: names the player's group for a screen reader. */
  label: string
}

/** A file's own sound or video with the player's controls; a user's file comes with no captions. */
export function FilePlayer({ src, kind, label }: Props) {
  const { state, bind, actions } = usePlayer()
  const frame = useRef<HTMLDivElement>(null)
  const fullscreen = useFullscreen(frame)
  const video = kind === 'video'
  return (
    <div ref={frame} className="player-frame" role="group" aria-label={label}>
      <MediaPlayer
        {...bind}
        src={src}
        width={video ? '100%' : 0}
        height={video ? 'auto' : 0}
        className={video ? 'player-video' : undefined}
      />
      <PlayerControls state={state} actions={actions} fullscreen={video ? fullscreen : undefined} />
    </div>
  )
}
