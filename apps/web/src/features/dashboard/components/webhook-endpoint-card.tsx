import { webhookEventTypes } from "@creator-checkout/core/webhooks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import { Modal } from "@/components/modal";
import {
  type Access,
  backOfficeKey,
  deleteWebhookEndpoint,
  replayDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  setWebhookEndpointDisabled,
  useWebhookDeliveries,
  type WebhookEndpoint,
} from "../api/back-office";
import { endpointSummary, formatInstant, lastAnswer } from "../utils/back-office-labels";
import { DialogSubmit } from "./dialog-submit";
import { FigureTable } from "./figure-table";
import { SigningSecret } from "./signing-secret";

type Dialog = "rotate" | "delete" | null;

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
  const queryClient = useQueryClient();
  const deliveries = useWebhookDeliveries(access, endpoint.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [newSecret, setNewSecret] = useState<{ secret: string; until: string } | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: backOfficeKey(access, "webhooks", endpoint.id, "deliveries"),
    });
  const test = useMutation({
    mutationFn: () => sendTestEvent(access, endpoint.id),
    onSuccess: async () => {
      await refresh();
      announce(`A test event is on its way to ${endpoint.url}.`);
    },
  });
  const replay = useMutation({
    mutationFn: (deliveryId: string) => replayDelivery(access, endpoint.id, deliveryId),
    onSuccess: async () => {
      await refresh();
      announce(`The event is on its way to ${endpoint.url} again.`);
    },
  });
  const toggle = useMutation({
    mutationFn: () => setWebhookEndpointDisabled(access, endpoint.id, !endpoint.disabled),
    onSuccess: async (changed) => {
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "webhooks") });
      announce(
        changed.disabled
          ? `${endpoint.url} is disabled: events wait until you enable it.`
          : `${endpoint.url} is enabled: what waited is on its way.`,
      );
    },
  });
  const failure = test.error ?? replay.error ?? toggle.error ?? deliveries.error;
  const smallButton = "button button--secondary button--small";
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
        <FigureTable
          caption={`Latest deliveries to ${endpoint.url}`}
          header={["Event", "Status", "Attempts", "Last answer", "Created", "Replay"]}
          rows={deliveries.data.deliveries.map((delivery) => [
            delivery.event_type,
            delivery.state,
            delivery.attempts,
            lastAnswer(delivery.log),
            formatInstant(delivery.created_at),
            <button
              key="replay"
              type="button"
              className={smallButton}
              onClick={() => replay.isPending || replay.mutate(delivery.id)}
            >
              Replay<span className="visually-hidden">{` ${delivery.event_type}`}</span>
            </button>,
          ])}
          numeric={new Set([2])}
          empty="No deliveries yet."
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

interface DialogProps {
  access: Access;
  endpoint: WebhookEndpoint;
  onClose: () => void;
}

function RotateDialog({
  access,
  endpoint,
  onRotated,
  onClose,
}: DialogProps & { onRotated: (rotated: { secret: string; until: string }) => void }) {
  const rotate = useMutation({
    mutationFn: () => rotateWebhookSecret(access, endpoint.id),
    onSuccess: (rotated) => {
      onRotated({ secret: rotated.secret, until: rotated.previous_secret_expires_at });
      onClose();
      announce("The new signing secret is shown below the endpoint's buttons.");
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!rotate.isPending) rotate.mutate();
  }
  return (
    <Modal title="Rotate the signing secret" onClose={onClose} closeDisabled={rotate.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{`${endpoint.url} gets a new secret. For 24 hours every event is signed with both, so your server can change over without missing one.`}</p>
        <DialogSubmit request={rotate} label="Rotate the secret" pendingLabel="Rotating…" />
      </form>
    </Modal>
  );
}

function DeleteDialog({
  access,
  endpoint,
  onDeleted,
  onClose,
}: DialogProps & { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteWebhookEndpoint(access, endpoint.id),
    onSuccess: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "webhooks") });
      onDeleted();
      announce(`${endpoint.url} is deleted.`);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!remove.isPending) remove.mutate();
  }
  return (
    <Modal title="Delete this endpoint" onClose={onClose} closeDisabled={remove.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{`${endpoint.url} receives no more events, and its deliveries and their log are deleted with it. This cannot be undone.`}</p>
        <DialogSubmit request={remove} label="Delete the endpoint" pendingLabel="Deleting…" />
      </form>
    </Modal>
  );
}
