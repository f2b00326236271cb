/** Which licence expressions of the production dependencies may ship in a template a buyer sells on. */
import parse from 'spdx-expression-parse'

/** Permissive licences: use, change and ship in a product, keeping the notice. */
const permissiveLicences = [
  'MIT',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'BlueOak-1.0.0',
  // The interface font (@fontsource-variable/public-sans): fonts may be bundled and sold with software.
  'OFL-1.1'
]

const allowed = new Set(permissiveLicences)

function permits(node) {
  if ('license' in node) return allowed.has(node.license) && !node.exception && !node.plus
  const left = permits(node.left)
  const right = permits(node.right)
  return node.conjunction === 'and' ? left && right : left || right
}

/** True when the expression can be met with permissive licences only: every part of an AND, one side of an OR. */
export function isPermissive(expression) {
  try {
    return permits(parse(expression))
  } catch {
    // "SEE LICENSE IN …", a custom name or an unknown licence is not one we know we may ship.
    return false
  }
}
