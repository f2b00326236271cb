import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { MediaPlayer, media } from '@widgets/player/MediaPlayer'
import { clock, rates, useRateLabel } from '@widgets/player/PlayerControls'
import { usePlayer } from '@widgets/player/usePlayer'
import '@widgets/player/player.scss'

/** No controls on the video: the buttons change the state, and the state drives the player. */
export default function PlayerControlled() {
  const { t } = useTranslation(['extensions', 'player'])
  const { state, bind, actions } = usePlayer()
  const rateLabel = useRateLabel()
  const nextRate = rates[(rates.indexOf(state.rate) + 1) % rates.length]!
  const rows = [
    [t('player.sample.state'), t(state.playing ? 'player.sample.playing' : 'player.sample.paused')],
    [t('player.sample.time'), `${clock(state.time)} / ${clock(state.duration)}`],
    [t('player:volume'), `${Math.round((state.muted ? 0 : state.volume) * 100)} %`],
    [t('player:speed'), rateLabel(state.rate)]
  ]
  return (
    <div className="player-frame">
      <MediaPlayer {...bind} src={media.video} width="100%" height="auto" className="player-video" />
      <div className="demo-row">
        <Button color="primary" size="sm" onClick={actions.toggle}>
          {t(state.playing ? 'player:pause' : 'player:play')}
        </Button>
        <Button color="secondary" outline size="sm" onClick={() => actions.seek(0)}>
          {t('player.sample.restart')}
        </Button>
        <Button
          color="secondary"
          outline
          size="sm"
          onClick={() => actions.setVolume(state.volume >= 0.5 ? 0.25 : 1)}
        >
          {t(state.volume >= 0.5 ? 'player.sample.quieter' : 'player.sample.louder')}
        </Button>
        <Button color="secondary" outline size="sm" onClick={() => actions.setRate(nextRate)}>
          {t('player.sample.speedTo', { rate: rateLabel(nextRate) })}
        </Button>
      </div>
      <dl className="player-state mb-0">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className="mb-0">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
