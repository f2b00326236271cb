import { fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { reportElementWidth } from '@tests/elementWidth'
import { ensureI18n } from '@tests/renderWithProviders'
import { BarLineChart } from './BarLineChart'

beforeAll(() => ensureI18n())

reportElementWidth(400)

const chart = (
  <BarLineChart
    height={200}
    categories={['Jan', ['Feb', 'short']]}
    series={[
      { name: 'Earning', data: [5, 8], color: 'blue' },
      { name: 'Budget', kind: 'line', data: [6, 7], color: 'green' }
    ]}
    format={(value) => `$${value}`}
  />
)

describe('BarLineChart', () => {
  it('draws its bars, line, axes and legend at the width it is given', () => {
    const { container } = render(chart)
    expect(container.querySelector('svg')).toHaveAttribute('width', '400')
    expect(container.querySelectorAll('rect[fill="blue"]')).toHaveLength(2)
    expect(container.querySelector('path[stroke="green"]')).toBeInTheDocument()
    expect(screen.getByText('$8')).toBeInTheDocument()
    expect(screen.getByText('short')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Earning', 'Budget'])
  })

  it('shows the values of the category under the pointer, and hides them when it leaves', () => {
    const { container } = render(chart)
    const plot = container.querySelector('svg')!.parentElement!
    vi.spyOn(plot, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 200))
    fireEvent.pointerMove(plot, { clientX: 390, clientY: 100 })
    const tooltip = container.querySelector('.nl-chart-tooltip')!
    expect(tooltip).toHaveTextContent('Feb · short')
    expect(tooltip).toHaveTextContent('Earning:$8')
    expect(tooltip).toHaveTextContent('Budget:$7')
    fireEvent.pointerLeave(plot)
    expect(container.querySelector('.nl-chart-tooltip')).toBeNull()
  })

  it('mirrors its shapes right to left, with the value axis on the right', () => {
    document.documentElement.setAttribute('dir', 'rtl')
    const { container } = render(chart)
    expect(container.querySelector('svg > g')).toHaveAttribute('transform', 'matrix(-1 0 0 1 400 0)')
    const top = screen.getByText('$8')
    expect(Number(top.getAttribute('x'))).toBeGreaterThan(300)
    expect(top).toHaveAttribute('text-anchor', 'start')
  })
})
