/** A computed CSS colour as hex: `rgb(66, 84, 200)` or `color(srgb 0.26 0.33 0.78)` -> `#4254c8`.
 *  Anything else (a gradient, a colour it cannot read) comes back as given. */
export function toHex(value: string): string {
  const hex = (channels: number[]) =>
    `#${channels
      .map((c) =>
        Math.round(Math.min(255, Math.max(0, c)))
          .toString(16)
          .padStart(2, '0')
      )
      .join('')}`
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)\s*(?:[,/]\s*1\s*)?\)$/.exec(value)
  if (rgb) return hex(rgb.slice(1, 4).map(Number))
  const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(value)
  if (srgb) return hex(srgb.slice(1, 4).map((c) => Number(c) * 255))
  return value
}
