import type { StoreAccess } from "../api/store-team";

/**
 * A store that sells nothing yet says how its first product comes: from a catalog file the
 * server's operator imports, since the dashboard cannot make products (docs/decisions/159, 171).
 */
export function FirstProductGuide({ store }: { store: StoreAccess }) {
  return (
    <section className="card dashboard__guide" aria-labelledby="dashboard-guide-title">
      <h2 id="dashboard-guide-title" className="card__title">
        Your first product
      </h2>
      <p className="card__text">
        Your store sells nothing yet. Its products come from a catalog file that this server's
        operator imports; the dashboard does not make them.
      </p>
      <ol className="dashboard__steps">
        <li>
          Write the catalog as JSON, as <code>apps/server/catalogs/demo.json</code> does (its guide
          is "Load a catalog" in <code>docs/selling.md</code>). Its publisher is this store: id{" "}
          <code>{store.publisher_id}</code>, username <code>{store.username}</code>.
        </li>
        <li>
          The operator imports it on the server: <code>npm run catalog -- import catalog.json</code>
        </li>
        <li>
          Your page <code>/@{store.username}</code> then lists what you sell, and this dashboard
          shows its orders and figures.
        </li>
      </ol>
    </section>
  );
}
