import { fireEvent, render } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ensureI18n } from '@tests/renderWithProviders'
import { DonutChart, GaugeChart } from './RingChart'

beforeAll(() => ensureI18n())

const slices = [
  { name: 'App', value: 3, color: 'green' },
  { name: 'Service', value: 1, color: 'blue' }
]
const percent = (value: number) => `${value}%`

/** Points at a part of the chart, its box 200 px square at the page's top left. */
function pointAt(container: HTMLElement, part: Element) {
  const plot = container.querySelector('.nl-chart-plot')!
  vi.spyOn(plot, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 200, 200))
  fireEvent.pointerMove(part, { clientX: 150, clientY: 60 })
  return plot
}

describe('DonutChart', () => {
  it('draws a slice a share, in its colour, with the centre text it is given', () => {
    const { container } = render(
      <DonutChart slices={slices} height={200} format={percent} centre={{ label: 'Total', value: '4' }} />
    )
    const paths = container.querySelectorAll('path')
    expect([...paths].map((path) => path.getAttribute('stroke'))).toEqual(['green', 'blue'])
    // Three quarters from twelve o'clock: the first slice ends at nine.
    expect(paths[0]!.getAttribute('d')).toMatch(/^M 100\.00 \d+\.\d+ A .* 0 1 1 \d+\.\d+ 100\.00$/)
    expect(container.querySelector('text')).toHaveTextContent('Total4')
  })

  it('reads the slice under the pointer in its centre, and its own text again when the pointer leaves', () => {
    const { container } = render(
      <DonutChart slices={slices} height={200} format={percent} centre={{ label: 'Total', value: '4' }} />
    )
    const plot = pointAt(container, container.querySelectorAll('path')[1]!)
    expect(container.querySelector('text')).toHaveTextContent('Service1%')
    fireEvent.pointerLeave(plot)
    expect(container.querySelector('text')).toHaveTextContent('Total4')
  })

  it('as a pie, gives the slice under the pointer in a tooltip, with lines between the slices', () => {
    const { container } = render(<DonutChart slices={slices} height={200} format={percent} hole={0} gaps />)
    expect(container.querySelectorAll('line.nl-chart-gap')).toHaveLength(2)
    expect(container.querySelector('text')).toBeNull()
    pointAt(container, container.querySelectorAll('path')[0]!)
    expect(container.querySelector('.nl-chart-tooltip')).toHaveTextContent('App:3%')
  })
})

describe('GaugeChart', () => {
  it('draws each ring on its own track, outermost first, up to its percentage', () => {
    const { container } = render(
      <GaugeChart
        rings={[
          { name: 'Done', value: 50, color: 'green' },
          { name: 'Late', value: 100, color: 'red' }
        ]}
        height={200}
        format={percent}
        from={-90}
        to={90}
        centre={{ value: '42' }}
      />
    )
    expect(container.querySelectorAll('.nl-chart-track')).toHaveLength(2)
    const done = container.querySelector('path[stroke="green"]')!.getAttribute('d')!
    // Half of the turn from nine o'clock to three: it ends at twelve.
    expect(done).toMatch(/^M \d+\.\d+ 100\.00 A .* 100\.00 \d+\.\d+$/)
    expect(container.querySelector('text')).toHaveTextContent('42')
    pointAt(container, container.querySelector('path[stroke="red"]')!)
    expect(container.querySelector('text')).toHaveTextContent('Late100%')
  })

  it('fades its ring to a second colour through a gradient it names safely', () => {
    const { container } = render(
      <GaugeChart
        rings={[{ name: 'Done', value: 70, color: 'green' }]}
        height={200}
        format={percent}
        fadeTo="blue"
      />
    )
    const id = container.querySelector('linearGradient')!.id
    expect(id).toMatch(/^fade\w+$/)
    expect(container.querySelector(`path[stroke="url(#${id})"]`)).toBeInTheDocument()
  })
})

describe('right to left', () => {
  it('runs the rings counter-clockwise, and keeps the centre text as it reads', () => {
    document.documentElement.setAttribute('dir', 'rtl')
    const { container } = render(
      <DonutChart slices={slices} height={200} format={percent} centre={{ label: 'Total', value: '4' }} />
    )
    expect(container.querySelector('svg > g')).toHaveAttribute('transform', 'matrix(-1 0 0 1 200 0)')
    expect(container.querySelector('svg > g text')).toBeNull()
    expect(container.querySelector('svg > text')).toHaveTextContent('Total4')
    document.documentElement.removeAttribute('dir')
  })
})
