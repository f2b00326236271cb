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
    const rowsAfterPaint = median(samples.map((sample) => sample.rows - sample.fcp))
    return [
      route,
      `${cpu}x`,
      failures ? `${build} (${failures} failed)` : build,
      ms(m('fcp')),
      ms(m('lcp')),
      ms(m('ready')),
      ms(afterPaint),
      ms(m('rows')),
      ms(rowsAfterPaint),
      ms(m('quiet')),
      ms(m('tbt')),
      ms(m('longest')),
      ms(m('longestAfterPaint')),
      kb(m('jsBytes')),
      kb(m('bytes')),
      ms(m('jsRequests')),
      ms(m('lastJsStart')),
      mb(m('heap')),
      m('load').toFixed(2)
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
      'Rows',
      'Rows-FCP',
      'Quiet',
      'TBT',
      'Long',
      'Long>FCP',
      'JS KB',
      'All KB',
      'JS req',
      'Last JS',
      'Heap MB',
      'Load'
    ],
    rows,
    ['l', 'l', 'l', ...Array(16).fill('r')]
  )
  console.log(
    '\nms from navigation start, medians. Data: the first visible row of real data (or the main content on pages\n' +
      'without server data). Data-FCP: how long after the first paint it came. Rows (list routes): the frame that\n' +
      'paints the last row of the first page; Rows-FCP: how long after the first paint. Quiet: when the page went\n' +
      'quiet (after load and network idle, no long task for 1.5 s). TBT: long-task time over 50 ms after FCP until\n' +
      'quiet. Long: the longest task of the load; Long>FCP: the longest after the first paint. KB: bytes over the\n' +
      'wire (gzip) until quiet. Last JS: when the last script before the data was requested. Load: the 1-minute\n' +
      'load average of the machine during the loads (a shared machine: compare builds of the same run only).'
  )
}

/**
 * Issue 48's targets beside this run's medians at the targets' CPU rate, one line per build and route they cover.
 * @param {{ build: string, route: string, cpu: number, samples: Array<Record<string, number>> }[]} cells
 * @param {{ label: string, rows?: string, targeted: boolean }[]} routes
 * @param {{ cpu: number, rowsAfterPaint: number, tbt: number, longAfterPaint: number }} targets
 */
export function printTargets(cells, routes, targets) {
  const mark = (value, limit) =>
    Number.isFinite(value) ? `${Math.round(value)} ${value <= limit ? 'ok' : 'MISS'}` : '-'
  const rows = cells
    .filter((cell) => cell.cpu === targets.cpu)
    .flatMap(({ build, route: label, samples }) => {
      const route = routes.find((candidate) => candidate.label === label)
      if (!route || (!route.rows && !route.targeted)) return []
      const m = (pick) => median(samples.map(pick))
      return [
        [
          label,
          build,
          route.rows
            ? mark(
                m((sample) => sample.rows - sample.fcp),
                targets.rowsAfterPaint
              )
            : '',
          route.targeted
            ? mark(
                m((sample) => sample.tbt),
                targets.tbt
              )
            : '',
          route.targeted
            ? mark(
                m((sample) => sample.longestAfterPaint),
                targets.longAfterPaint
              )
            : '',
          m((sample) => sample.load).toFixed(2)
        ]
      ]
    })
  if (rows.length === 0) return
  console.log(`\nTargets at ${targets.cpu}x (issue 48), medians of this run\n`)
  table(
    [
      'Route',
      'Build',
      `Rows-FCP <= ${targets.rowsAfterPaint}`,
      `TBT to quiet <= ${targets.tbt}`,
      `Long>FCP <= ${targets.longAfterPaint}`,
      'Load'
    ],
    rows,
    ['l', 'l', 'r', 'r', 'r', 'r']
  )
}
