import type { StoreAccess } from "../api/store-team";

/**
 * A store that sells nothing yet says how its first product comes (docs/decisions/171, 174):
 * made in the Products section, or imported from a catalog file by the server's operator.
 */
export function FirstProductGuide({ store }: { store: StoreAccess }) {
  return (
    <section className="card dashboard__guide" aria-labelledby="dashboard-guide-title">
      <h2 id="dashboard-guide-title" className="card__title">
        Your first product
      </h2>
      <p className="card__text">Your store sells nothing yet. Three steps to your first sale:</p>
      <ol className="dashboard__steps">
        <li>
          Open <a href="#products">Products</a> and choose New product: give it a title, and an
          option with its price and how it bills, such as every month with a week's free trial.
        </li>
        <li>
          In <a href="#profile">Profile</a>, add your site's address, so the checkout may send
          buyers back to it.
        </li>
        <li>
          Your page <a href={`/@${store.username}`}>{`/@${store.username}`}</a> then lists what you
          sell, and this dashboard shows its orders and figures.
        </li>
      </ol>
      <p className="card__text">
        A whole catalog can also come as a file the server's operator imports (
        <code>npm run catalog -- import catalog.json</code>, described in{" "}
        <code>docs/selling.md</code>).
      </p>
    </section>
  );
}
