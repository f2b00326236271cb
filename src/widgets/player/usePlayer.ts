import { useRef, useState, type SyntheticEvent } from 'react'

export interface PlayerState {
  playing: boolean
  time: number
  duration: number
  volume: number
  muted: boolean
  rate: number
}

type MediaEvent = SyntheticEvent<HTMLVideoElement>

/** A player's state, the props that bind it to a MediaPlayer and the actions its controls call. */
export function usePlayer() {
  const ref = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<PlayerState>({
    playing: false,
    time: 0,
    duration: 0,
    volume: 0.8,
    muted: false,
    rate: 1
  })
  const set = (patch: Partial<PlayerState>) => setState((current) => ({ ...current, ...patch }))
  // Read from the element on every event: its metadata may load before the player binds its listeners.
  const read = ({ currentTarget: { currentTime, duration } }: MediaEvent) =>
    set({ time: currentTime, ...(Number.isFinite(duration) && { duration }) })
  const bind = {
    ref,
    playing: state.playing,
    volume: state.volume,
    muted: state.muted,
    playbackRate: state.rate,
    onPlay: () => set({ playing: true }),
    onPause: () => set({ playing: false }),
    onEnded: () => set({ playing: false }),
    onTimeUpdate: read,
    onLoadedMetadata: read,
    onDurationChange: read
  }
  const actions = {
    toggle: () => set({ playing: !state.playing }),
    seek: (time: number) => {
      if (ref.current) ref.current.currentTime = time
      set({ time })
    },
    setVolume: (volume: number) => set({ volume, muted: volume === 0 }),
    toggleMute: () => set({ muted: !state.muted }),
    setRate: (rate: number) => set({ rate })
  }
  return { state, bind, actions }
}

export type PlayerActions = ReturnType<typeof usePlayer>['actions']
