import { Swatch } from '../Swatch'

const gradients = [
  ['Primary', 'linear-gradient(135deg, #4254c8, #8fa0ff)'],
  ['Aurora', 'linear-gradient(135deg, #1fab74, #0f7a9c)'],
  ['Sunset', 'linear-gradient(135deg, #e8912d, #c9353d)'],
  ['Night', 'linear-gradient(135deg, #232838, #4254c8)'],
  ['Frost', 'linear-gradient(135deg, #f3f4f8, #8fc1ff)'],
  ['Berry', 'linear-gradient(135deg, #c9353d, #7b3fc4)']
] as const

/** Gradients built from the palette; a click copies the CSS. */
export default function ColorsGradients() {
  return (
    <div className="swatch-grid">
      {gradients.map(([name, css]) => (
        <Swatch key={name} name={name} background={css} value={css} />
      ))}
    </div>
  )
}
