/** Deterministic, so the pages and their text alternatives read the same on every visit. */

const wave = (i: number, base: number, swing: number, period = 5) =>
  Math.round(base + swing * Math.sin((i / period) * Math.PI) + (i % 3) * swing * 0.15)

export const monthIndexes = Array.from({ length: 12 }, (_, i) => i)
export const monthly = {
  visits: monthIndexes.map((i) => wave(i, 420, 120, 4)),
  sales: monthIndexes.map((i) => wave(i + 3, 280, 90, 3)),
  expenses: monthIndexes.map((i) => wave(i + 1, 190, 60, 6))
}

export const dailyStart = Date.UTC(2026, 8, 1)
export const daily = Array.from({ length: 90 }, (_, i) => ({
  time: dailyStart + i * 86_400_000,
  orders: wave(i, 140, 45, 7)
}))

export const scatterGroups = ['teamA', 'teamB', 'teamC'].map((key, g) => ({
  key,
  points: Array.from({ length: 12 }, (_, i) => ({
    x: 2 + ((i * 7 + g * 5) % 30) / 2,
    y: 40 + ((i * 13 + g * 17) % 55)
  }))
}))

export const bubbles = Array.from({ length: 10 }, (_, i) => ({
  x: 5 + i * 9,
  y: 20 + ((i * 37) % 70),
  r: 6 + ((i * 11) % 18)
}))

export const heatmapSlots = Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`)
export const heatmap = Array.from({ length: 7 }, (_, day) =>
  heatmapSlots.map((_, slot) => Math.max(0, wave(slot + day, 50, 40, 4)))
)

export const candles = Array.from({ length: 24 }, (_, i) => {
  const open = wave(i, 120, 14, 6)
  const close = wave(i + 1, 120, 14, 6)
  return {
    time: Date.UTC(2026, 9, 1 + i),
    open,
    high: Math.max(open, close) + 3 + (i % 4),
    low: Math.min(open, close) - 2 - (i % 3),
    close
  }
})

export const radarAxes = ['speed', 'design', 'support', 'price', 'features', 'security'] as const
export const radar = { productA: [80, 65, 90, 55, 70, 85], productB: [60, 85, 70, 80, 65, 60] }

export const sources = [
  { key: 'direct', value: 38 },
  { key: 'search', value: 27 },
  { key: 'social', value: 19 },
  { key: 'email', value: 10 },
  { key: 'referral', value: 6 }
] as const

export const goals = [
  { key: 'design', value: 76 },
  { key: 'marketing', value: 58 },
  { key: 'engineering', value: 91 }
] as const
