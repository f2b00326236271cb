/** Quotations, with or without their source, aligned to the start, the centre or the end. */
export default function TypographyBlockquotes() {
  return (
    <div className="d-grid gap-4">
      <blockquote className="blockquote mb-0">
        <p className="mb-0">Good design is as little design as possible.</p>
      </blockquote>
      <figure className="mb-0">
        <blockquote className="blockquote">
          <p>The details are not the details. They make the design.</p>
        </blockquote>
        <figcaption className="blockquote-footer mb-0">
          Charles Eames, in <cite title="Eames Design">Eames Design</cite>
        </figcaption>
      </figure>
      <figure className="text-center mb-0">
        <blockquote className="blockquote">
          <p>Simplicity is the ultimate sophistication.</p>
        </blockquote>
        <figcaption className="blockquote-footer mb-0">A saying often credited to Leonardo</figcaption>
      </figure>
      <figure className="text-end mb-0">
        <blockquote className="blockquote">
          <p>Have nothing in your house that you do not know to be useful, or believe to be beautiful.</p>
        </blockquote>
        <figcaption className="blockquote-footer mb-0">
          William Morris, <cite title="The Beauty of Life">The Beauty of Life</cite>
        </figcaption>
      </figure>
    </div>
  )
}
