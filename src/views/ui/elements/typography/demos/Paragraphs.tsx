/** Body text, a lead paragraph that opens a page, and small print. */
export default function TypographyParagraphs() {
  return (
    <div style={{ maxInlineSize: '48rem' }}>
      <p className="lead">
        Nordlight keeps the numbers of your shop in one calm place: orders, customers and stock, updated as
        they change.
      </p>
      <p>
        Body text sits at 15 pixels with a line height of 1.5, which keeps long paragraphs easy to read on a
        laptop and on a phone. Lines are best kept under 80 characters; this demo caps its width for that
        reason.
      </p>
      <p className="small text-body-secondary mb-0">
        Small print: prices include VAT; delivery is charged at checkout.
      </p>
    </div>
  )
}
