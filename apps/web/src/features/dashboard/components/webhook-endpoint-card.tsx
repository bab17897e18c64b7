import { webhookEventTypes } from "@creator-checkout/core/webhooks";
import { useState } from "react";
import { Card } from "@/components/card";
import {
  type Access,
  useWebhookDeliveries,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "../api/back-office";
import { endpointSummary, formatInstant, lastAnswer } from "../utils/back-office-labels";
import { FigureTable } from "./figure-table";
import { SigningSecret } from "./signing-secret";
import { useEndpointRequests } from "./use-endpoint-requests";
import { DeleteDialog, RotateDialog } from "./webhook-endpoint-dialogs";

type Dialog = "rotate" | "delete" | null;

const smallButton = "button button--secondary button--small";

/** One endpoint: what it receives, its controls, and its latest deliveries. */
export function WebhookEndpointCard({
  access,
  endpoint,
  onDeleted,
}: {
  access: Access;
  endpoint: WebhookEndpoint;
  onDeleted: () => void;
}) {
  const deliveries = useWebhookDeliveries(access, endpoint.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [newSecret, setNewSecret] = useState<{ secret: string; until: string } | null>(null);
  const { refresh, test, replay, toggle } = useEndpointRequests(access, endpoint);
  const failure = test.error ?? replay.error ?? toggle.error ?? deliveries.error;
  return (
    <Card title={endpoint.url}>
      <p className="card__text">{endpointSummary(endpoint, webhookEventTypes.length)}</p>
      <div className="endpoint__actions">
        <button
          type="button"
          className={smallButton}
          aria-disabled={test.isPending || undefined}
          onClick={() => test.isPending || test.mutate()}
        >
          Send test event
        </button>
        <button type="button" className={smallButton} onClick={() => void refresh()}>
          Refresh deliveries
        </button>
        <button
          type="button"
          className={smallButton}
          aria-disabled={toggle.isPending || undefined}
          onClick={() => toggle.isPending || toggle.mutate()}
        >
          {endpoint.disabled ? "Enable" : "Disable"}
        </button>
        <button type="button" className={smallButton} onClick={() => setDialog("rotate")}>
          Rotate secret
        </button>
        <button type="button" className={smallButton} onClick={() => setDialog("delete")}>
          Delete
        </button>
      </div>
      {failure ? (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
      ) : null}
      {newSecret ? (
        <SigningSecret
          secret={newSecret.secret}
          note={`The new signing secret of ${endpoint.url}, shown this once. The previous one signs too until ${formatInstant(newSecret.until)}.`}
        />
      ) : null}
      {deliveries.data ? (
        <DeliveriesTable
          endpoint={endpoint}
          deliveries={deliveries.data.deliveries}
          onReplay={(deliveryId) => replay.isPending || replay.mutate(deliveryId)}
        />
      ) : null}
      {dialog === "rotate" ? (
        <RotateDialog
          access={access}
          endpoint={endpoint}
          onRotated={setNewSecret}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === "delete" ? (
        <DeleteDialog
          access={access}
          endpoint={endpoint}
          onDeleted={onDeleted}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Card>
  );
}

function DeliveriesTable({
  endpoint,
  deliveries,
  onReplay,
}: {
  endpoint: WebhookEndpoint;
  deliveries: WebhookDelivery[];
  onReplay: (deliveryId: string) => void;
}) {
  return (
    <FigureTable
      caption={`Latest deliveries to ${endpoint.url}`}
      header={["Event", "Status", "Attempts", "Last answer", "Created", "Replay"]}
      rows={deliveries.map((delivery) => [
        delivery.event_type,
        delivery.state,
        delivery.attempts,
        lastAnswer(delivery.log),
        formatInstant(delivery.created_at),
        <button
          key="replay"
          type="button"
          className={smallButton}
          onClick={() => onReplay(delivery.id)}
        >
          Replay<span className="visually-hidden">{` ${delivery.event_type}`}</span>
        </button>,
      ])}
      numeric={new Set([2])}
      empty="No deliveries yet."
    />
  );
}
