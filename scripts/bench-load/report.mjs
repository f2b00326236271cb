/* global console */

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export function table(headers, rows, align) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => String(row[i]).length))
  )
  const cell = (value, i) =>
    align[i] === 'r' ? String(value).padStart(widths[i]) : String(value).padEnd(widths[i])
  const line = (row) => row.map(cell).join('  ').trimEnd()
  console.log(line(headers))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const row of rows) console.log(line(row))
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '-')
const kb = (bytes) => (bytes / 1000).toFixed(1)
const mb = (bytes) => (bytes / 1e6).toFixed(1)

/** @param {{ build: string, route: string, cpu: number, samples: Array<Record<string, number>> }[]} cells */
export function printLoadTable(cells) {
  const rows = cells.map(({ build, route, cpu, samples, failures }) => {
    const m = (key) => median(samples.map((sample) => sample[key]))
    const afterPaint = median(samples.map((sample) => sample.ready - sample.fcp))
    return [
      route,
      `${cpu}x`,
      failures ? `${build} (${failures} failed)` : build,
      ms(m('fcp')),
      ms(m('lcp')),
      ms(m('ready')),
      ms(afterPaint),
      ms(m('tbt')),
      ms(m('longest')),
      ms(m('longestAfterPaint')),
      kb(m('jsBytes')),
      kb(m('bytes')),
      ms(m('jsRequests')),
      ms(m('lastJsStart')),
      mb(m('heap'))
    ]
  })
  table(
    [
      'Route',
      'CPU',
      'Build',
      'FCP',
      'LCP',
      'Data',
      'Data-FCP',
      'TBT',
      'Long',
      'Long>FCP',
      'JS KB',
      'All KB',
      'JS req',
      'Last JS',
      'Heap MB'
    ],
    rows,
    ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']
  )
  console.log(
    '\nms from navigation start, medians. Data: the first visible row of real data (or the main content on pages\n' +
      'without server data). Data-FCP: how long after the first paint it came. TBT: long-task time over 50 ms after\n' +
      'FCP. Long: the longest task of the load; Long>FCP: the longest after the first paint. KB: bytes over the\n' +
      'wire (gzip) until 250 ms after the data showed. Last JS: when the last script before the data was requested.'
  )
}
