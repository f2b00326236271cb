import { Captions, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { numberFormat } from '@/utility/format'
import type { PlayerActions, PlayerState } from './usePlayer'

export const rates = [0.5, 1, 1.5, 2]

export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

/** "1.5×" in the page's language. */
export function useRateLabel() {
  const { t, i18n } = useTranslation('player')
  const number = numberFormat(i18n.language)
  return (rate: number) => t('rate', { rate: number.format(rate) })
}

interface Props {
  state: PlayerState
  actions: PlayerActions
  captions?: { on: boolean; toggle: () => void }
  fullscreen?: { on: boolean; toggle: () => void }
}

/** The control bar: play, seek, volume, speed and, for a video, captions and full screen. */
export function PlayerControls({ state, actions, captions, fullscreen }: Props) {
  const { t } = useTranslation('player')
  const rateLabel = useRateLabel()
  const { playing, time, duration, volume, muted, rate } = state
  const icon = { size: 18, 'aria-hidden': true } as const
  return (
    <div className="player-controls">
      <div className="player-timeline">
        <input
          type="range"
          className="form-range player-seek"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration)}
          onChange={(event) => actions.seek(Number(event.target.value))}
          aria-label={t('seek')}
          aria-valuetext={t('timeOf', { time: clock(time), duration: clock(duration) })}
        />
        <span className="player-time small text-body-secondary" dir="ltr">
          {clock(time)} / {clock(duration)}
        </span>
      </div>
      <div className="player-buttons">
        <Button color="primary" size="sm" onClick={actions.toggle} aria-label={t(playing ? 'pause' : 'play')}>
          {playing ? <Pause {...icon} /> : <Play {...icon} />}
        </Button>
        <Button
          color="secondary"
          outline
          size="sm"
          onClick={actions.toggleMute}
          aria-pressed={muted}
          aria-label={t('mute')}
        >
          {muted ? <VolumeX {...icon} /> : <Volume2 {...icon} />}
        </Button>
        <input
          type="range"
          className="form-range player-volume"
          min={0}
          max={1}
          step={0.05}
          value={muted ? 0 : volume}
          onChange={(event) => actions.setVolume(Number(event.target.value))}
          aria-label={t('volume')}
          aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)} %`}
        />
        <select
          className="form-select form-select-sm player-rate"
          value={rate}
          onChange={(event) => actions.setRate(Number(event.target.value))}
          aria-label={t('speed')}
        >
          {rates.map((value) => (
            <option key={value} value={value}>
              {rateLabel(value)}
            </option>
          ))}
        </select>
        {captions && (
          <Button
            color="secondary"
            outline
            size="sm"
            onClick={captions.toggle}
            aria-pressed={captions.on}
            aria-label={t('captions')}
          >
            <Captions {...icon} />
          </Button>
        )}
        {fullscreen && (
          <Button
            color="secondary"
            outline
            size="sm"
            onClick={fullscreen.toggle}
            aria-label={t(fullscreen.on ? 'exitFullscreen' : 'fullscreen')}
          >
            {fullscreen.on ? <Minimize {...icon} /> : <Maximize {...icon} />}
          </Button>
        )}
      </div>
    </div>
  )
}
