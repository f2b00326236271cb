import { cloneElement, type ReactElement } from 'react'
import Slider, { type SliderProps } from 'rc-slider'
import 'rc-slider/assets/index.css'
import { useLayoutSettings } from '@core/hooks/useLayoutSettings'
import './slider.scss'

type Props = SliderProps & { tips?: (value: number) => string; color?: string }

/** rc-slider in the skin's colours, running right to left on RTL pages, with an optional value tip per handle. */
export function ThemedSlider({ tips, color = 'primary', className = '', vertical, ...props }: Props) {
  const rtl = useLayoutSettings().direction === 'rtl'
  return (
    <Slider
      {...props}
      vertical={vertical}
      reverse={vertical ? undefined : rtl}
      className={`themed-slider themed-slider-${color} ${className}`}
      handleRender={
        tips &&
        ((node, { value }) =>
          cloneElement(
            node as ReactElement<{ children?: unknown }>,
            {},
            <span className="themed-slider-tip" aria-hidden="true">
              {tips(value)}
            </span>
          ))
      }
    />
  )
}
