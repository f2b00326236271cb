const levels = [1, 2, 3, 4, 5, 6] as const

/** Six heading levels; the `.h1`–`.h6` classes give any element a heading's look without its rank. */
export default function TypographyHeadings() {
  return (
    <div className="d-grid gap-2">
      {levels.map((level) => (
        <div
          key={level}
          className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 border-bottom pb-2"
        >
          <p className={`h${level} mb-0`}>Heading {level}</p>
          <code dir="ltr">
            &lt;h{level}&gt; · .h{level}
          </code>
        </div>
      ))}
      <p className="h4 mb-0">
        Fancy heading <small className="text-body-secondary">with faded secondary text</small>
      </p>
    </div>
  )
}
