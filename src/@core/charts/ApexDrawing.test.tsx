import { render } from '@testing-library/react'
import type { ApexOptions } from 'apexcharts'
import { describe, expect, it } from 'vitest'
import { ApexDrawing } from './ApexDrawing'
import type { ApexChartsClass } from './loadApexCharts'

/** Records what the binding asks of the library. */
function fakeLibrary() {
  const calls: string[] = []
  const configs: ApexOptions[] = []
  class FakeApexCharts {
    constructor(element: HTMLElement, config: ApexOptions) {
      calls.push(`new ${element.tagName.toLowerCase()}`)
      configs.push(config)
    }
    render() {
      calls.push('render')
      return Promise.resolve()
    }
    updateOptions(config: ApexOptions) {
      calls.push('update')
      configs.push(config)
      return Promise.resolve()
    }
    destroy() {
      calls.push('destroy')
    }
  }
  return { library: FakeApexCharts as unknown as ApexChartsClass, calls, configs }
}

describe('ApexDrawing, our binding over ApexCharts', () => {
  it('draws once with type, size and series in the options, redraws in place, and cleans up', () => {
    const { library, calls, configs } = fakeLibrary()
    const series = [{ name: 'Sales', data: [1, 2] }]
    const options: ApexOptions = { chart: { foreColor: '#111' }, colors: ['#123'] }
    const { rerender, unmount } = render(
      <ApexDrawing library={library} type="bar" series={series} options={options} height={200} />
    )
    expect(calls).toEqual(['new div', 'render'])
    expect(configs[0]).toEqual({
      chart: { foreColor: '#111', type: 'bar', height: 200, width: '100%', animations: { enabled: false } },
      colors: ['#123'],
      series
    })

    rerender(<ApexDrawing library={library} type="bar" series={series} options={options} height={200} />)
    expect(calls).toEqual(['new div', 'render'])

    const nextSeries = [{ name: 'Sales', data: [3, 4] }]
    rerender(<ApexDrawing library={library} type="bar" series={nextSeries} options={options} height={240} />)
    expect(calls).toEqual(['new div', 'render', 'update'])
    // A change animates (jsdom has no reduced-motion query).
    expect(configs[1]).toMatchObject({
      chart: { height: 240, animations: { enabled: true } },
      series: nextSeries
    })

    unmount()
    expect(calls).toEqual(['new div', 'render', 'update', 'destroy'])
  })
})
