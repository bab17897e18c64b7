import { useMutation } from "@tanstack/react-query";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import type { Access } from "../api/back-office";
import { exportCatalogFile } from "../api/store-profile";

/** Saves `text` as a file named `name`, as the browser saves a download. */
function saveFile(name: string, text: string) {
  const address = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = address;
  link.download = name;
  link.click();
  URL.revokeObjectURL(address);
}

/** The store as its catalog file, to keep a copy or to move it to another server. */
export function CatalogDownload({ access }: { access: Access }) {
  const download = useMutation({
    mutationFn: () => exportCatalogFile(access),
    onSuccess: (catalog) => {
      saveFile(`${access.username}-catalog.json`, `${JSON.stringify(catalog, null, 2)}\n`);
      announce("The catalog file is downloaded.");
    },
  });
  return (
    <Card title="Catalog file">
      <p className="card__text">
        Your store as one JSON file: the profile, every product, option and price, newsletters,
        questions and coupons. Keep it as a copy, or import it on another server with{" "}
        <code>npm run catalog -- import</code>. Orders, customers and the team are not in it.
      </p>
      {download.isError ? (
        <p className="form-alert" role="alert">
          {download.error.message}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={download.isPending || undefined}
        onClick={() => download.isPending || download.mutate()}
      >
        {download.isPending ? "Preparing the file…" : "Download the catalog file"}
      </button>
    </Card>
  );
}
