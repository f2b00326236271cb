import { useEffect, useRef } from 'react'

/** A ref that follows `value` after each render: callbacks read the latest without being made again. */
export function useLatest<T>(value: T) {
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  }, [value])
  return latest
}
