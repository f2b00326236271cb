import { useTranslation } from 'react-i18next'
import { Swatch } from '../Swatch'

const gradients = [
  ['primary', 'linear-gradient(135deg, #4254c8, #8fa0ff)'],
  ['aurora', 'linear-gradient(135deg, #1fab74, #0f7a9c)'],
  ['sunset', 'linear-gradient(135deg, #e8912d, #c9353d)'],
  ['night', 'linear-gradient(135deg, #232838, #4254c8)'],
  ['frost', 'linear-gradient(135deg, #f3f4f8, #8fc1ff)'],
  ['berry', 'linear-gradient(135deg, #c9353d, #7b3fc4)']
] as const

/** Gradients built from the palette; a click copies the CSS. */
export default function ColorsGradients() {
  const { t } = useTranslation('ui')
  return (
    <div className="swatch-grid">
      {gradients.map(([name, css]) => (
        <Swatch key={name} name={t(`colors.sample.${name}`)} background={css} value={css} />
      ))}
    </div>
  )
}
