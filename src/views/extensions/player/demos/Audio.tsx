import { useTranslation } from 'react-i18next'
import { Music } from 'lucide-react'
import { MediaPlayer, media } from '@widgets/player/MediaPlayer'
import { PlayerControls } from '@widgets/player/PlayerControls'
import { usePlayer } from '@widgets/player/usePlayer'
import '@widgets/player/player.scss'

/** The same player and controls on a sound: react-player picks <audio> for a .wav file. */
export default function PlayerAudio() {
  const { t } = useTranslation('extensions')
  const { state, bind, actions } = usePlayer()
  return (
    <div className="player-frame">
      <p className="d-flex align-items-center gap-2 mb-0">
        <Music size={18} aria-hidden="true" />
        {t('player.sample.chime')}
      </p>
      <MediaPlayer {...bind} src={media.audio} width={0} height={0} />
      <PlayerControls state={state} actions={actions} />
    </div>
  )
}
