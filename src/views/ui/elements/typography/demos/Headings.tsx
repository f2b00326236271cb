/** Six heading levels; the `.h1`–`.h6` classes give any element a heading's look without its rank. */
export default function TypographyHeadings() {
  const sizes = ['2.375rem', '2rem', '1.75rem', '1.5rem', '1.25rem', '1rem']
  return (
    <div className="d-grid gap-2">
      {sizes.map((size, index) => (
        <div key={size} className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 border-bottom pb-2">
          <p className={`h${index + 1} mb-0`}>Heading {index + 1}</p>
          <code>
            &lt;h{index + 1}&gt; · {size}
          </code>
        </div>
      ))}
      <p className="h4 mb-0">
        Fancy heading <small className="text-body-secondary">with faded secondary text</small>
      </p>
    </div>
  )
}
