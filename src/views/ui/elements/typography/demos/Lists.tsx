/** Unstyled, inline and description lists. */
export default function TypographyLists() {
  return (
    <div className="row g-4">
      <div className="col-md-4">
        <h3 className="h6">Unstyled</h3>
        <ul className="list-unstyled mb-0">
          <li>Orders</li>
          <li>
            Customers
            <ul>
              <li>Companies</li>
              <li>People</li>
            </ul>
          </li>
          <li>Reports</li>
        </ul>
      </div>
      <div className="col-md-4">
        <h3 className="h6">Inline</h3>
        <ul className="list-inline mb-0">
          <li className="list-inline-item">Design</li>
          <li className="list-inline-item">Build</li>
          <li className="list-inline-item">Ship</li>
        </ul>
      </div>
      <div className="col-md-4">
        <h3 className="h6">Description</h3>
        <dl className="row mb-0">
          <dt className="col-5">Plan</dt>
          <dd className="col-7">Team</dd>
          <dt className="col-5">Seats</dt>
          <dd className="col-7">12 of 15</dd>
          <dt className="col-5 text-truncate">Renewal date</dt>
          <dd className="col-7 mb-0">1 March</dd>
        </dl>
      </div>
    </div>
  )
}
