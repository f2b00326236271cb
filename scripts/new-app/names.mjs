/** The spellings of a new area's name: `purchase-orders` (one record: `purchase-order`). */

const namePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1)
const camel = (kebab) =>
  kebab
    .split('-')
    .map((word, i) => (i === 0 ? word : capital(word)))
    .join('')
const pascal = (kebab) => kebab.split('-').map(capital).join('')
const words = (kebab) => kebab.split('-').join(' ')

/** A plural's singular by the common English endings; anything else names one record `<name>-item`. */
export function singularOf(name) {
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y')
  if (/(ss|us|is)$/.test(name)) return `${name}-item`
  if (/s$/.test(name)) return name.replace(/s$/, '')
  return `${name}-item`
}

export function namesOf(name, one = singularOf(name)) {
  for (const [what, value] of [
    ['name', name],
    ['--one', one]
  ])
    if (!namePattern.test(value)) throw new Error(`${what} "${value}": lower-case words joined by "-"`)
  if (one === name) throw new Error(`--one "${one}": one record needs a name of its own`)
  return {
    /** Folder, URL and endpoint path segment. */
    kebab: name,
    /** Namespace, store name and variables. */
    camel: camel(name),
    /** Components, CASL subject and tag. */
    pascal: pascal(name),
    /** The list's English title. */
    label: capital(words(name)),
    plural: words(name),
    one: { camel: camel(one), pascal: pascal(one), words: words(one) }
  }
}
