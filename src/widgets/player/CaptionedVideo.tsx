import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { languages } from '@/configs/i18n'
import { MediaPlayer, media } from './MediaPlayer'
import { PlayerControls } from './PlayerControls'
import { useCaptions } from './useCaptions'
import { useFullscreen } from './useFullscreen'
import { usePlayer } from './usePlayer'
import './player.scss'

/** The demo video with our own controls: play, seek, volume, speed, captions in the page's language, full screen. */
export function CaptionedVideo() {
  const { i18n } = useTranslation()
  const { state, bind, actions } = usePlayer()
  const frame = useRef<HTMLDivElement>(null)
  const fullscreen = useFullscreen(frame)
  const captions = useCaptions(bind.ref, i18n.resolvedLanguage ?? 'en')
  return (
    <div ref={frame} className="player-frame">
      <MediaPlayer {...bind} src={media.video} width="100%" height="auto" className="player-video">
        {languages.map(({ code, name }) => (
          <track key={code} kind="captions" src={media.captions(code)} srcLang={code} label={name} />
        ))}
      </MediaPlayer>
      <PlayerControls state={state} actions={actions} captions={captions} fullscreen={fullscreen} />
    </div>
  )
}
