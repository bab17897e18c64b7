import { StatusPage } from "./status-page";

export function ErrorFallback() {
  return (
    <StatusPage
      title="Something went wrong"
      action={
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload page
        </button>
      }
    >
      <p>The checkout could not be shown. Reloading the page usually fixes this.</p>
    </StatusPage>
  );
}
