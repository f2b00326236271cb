import { fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { reportElementWidth } from '@tests/elementWidth'
import { ensureI18n } from '@tests/renderWithProviders'
import { RadarChart } from './RadarChart'

beforeAll(() => ensureI18n())

reportElementWidth(300)

describe('RadarChart', () => {
  it('draws a shape a series and shows the values of the axis the pointer is towards', () => {
    const { container } = render(
      <RadarChart
        height={200}
        axes={['Jan', 'Feb', 'Mar']}
        series={[
          { name: 'Sales', data: [5, 8, 2], color: 'blue' },
          { name: 'Visits', data: [3, 4, 6], color: 'teal' }
        ]}
        format={(value) => `${value} k`}
      />
    )
    expect(container.querySelectorAll('polygon[fill]')).toHaveLength(2)
    expect(screen.getByText('Feb')).toBeInTheDocument()
    const plot = container.querySelector('svg')!.parentElement!
    vi.spyOn(plot, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 200))
    fireEvent.pointerMove(plot, { clientX: 150, clientY: 5 })
    expect(container.querySelector('.nl-chart-tooltip')).toHaveTextContent('JanSales:5 kVisits:3 k')
  })
})
