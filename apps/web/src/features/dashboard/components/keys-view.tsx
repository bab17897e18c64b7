import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import { type Access, backOfficeKey } from "../api/back-office";
import { type MadeKey, revokeStoreKey, type StoreKey, useStoreKeys } from "../api/store-team";
import { formatDay, formatInstant } from "../utils/back-office-labels";
import { keyState } from "../utils/team-access";
import { ConfirmDialog } from "./confirm-dialog";
import { FigureTable } from "./figure-table";
import { MakeKeyForm } from "./make-key-form";
import { SigningSecret } from "./signing-secret";

const header = ["Name", "Scope", "Hint", "Created", "Ends", "State", "Revoke"];
const scopeLabels = { read: "Read", write: "Read and write" } as const;

/**
 * The store's publisher keys, for the creator's own server (docs/decisions/158): an owner makes
 * one, sees its secret once, and revokes it. A person's session never holds a key.
 */
export function KeysView({ access }: { access: Access }) {
  const keys = useStoreKeys(access);
  const [revoking, setRevoking] = useState<StoreKey | null>(null);
  // The key just made, shown this once: it goes when it is revoked, or another is made.
  const [made, setMade] = useState<MadeKey | null>(null);
  const view = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();

  async function revoked(key: StoreKey) {
    setRevoking(null);
    if (made?.id === key.id) setMade(null);
    announce(`Revoked the key ${key.name}.`);
    await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "keys") });
    view.current?.querySelector<HTMLElement>(".figure-table")?.focus();
  }

  const now = new Date();
  return (
    <div ref={view} className="keys-view">
      <MakeKeyForm access={access} onMade={setMade} />
      {made ? (
        <SigningSecret
          secret={made.key}
          note={`Made the key ${made.name}. It is shown now and will not be shown again: keep it on your server.`}
          copyLabel="Copy the key"
        />
      ) : null}
      <Card title="Keys">
        {keys.isPending ? (
          <p className="dashboard__status" role="status">
            Reading the keys…
          </p>
        ) : keys.isError ? (
          <p className="form-alert" role="alert">
            {keys.error.message}
          </p>
        ) : (
          <FigureTable
            caption="The store's publisher keys, revoked ones included"
            header={header}
            rows={keys.data.keys.map((key) => {
              const state = keyState(key, now);
              return [
                key.name,
                scopeLabels[key.scope],
                <code key="hint">{key.hint}</code>,
                formatInstant(key.created_at),
                key.expires_at ? formatDay(key.expires_at) : "Never",
                key.revoked_at ? `Revoked ${formatDay(key.revoked_at)}` : state,
                state === "Revoked" ? (
                  ""
                ) : (
                  <button
                    key="revoke"
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setRevoking(key)}
                  >
                    Revoke<span className="visually-hidden">{` the key ${key.name}`}</span>
                  </button>
                ),
              ];
            })}
            empty="No keys yet."
          />
        )}
      </Card>
      {revoking ? (
        <ConfirmDialog
          title="Revoke the key"
          text={`A server that calls with ${revoking.name} is refused from now on. This cannot be undone.`}
          label="Revoke the key"
          pendingLabel="Revoking…"
          action={() => revokeStoreKey(access, revoking.id)}
          onDone={() => void revoked(revoking)}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </div>
  );
}
