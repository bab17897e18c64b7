import { webhookEventTypes } from "@creator-checkout/core/webhooks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import { TextField } from "@/components/text-field";
import {
  type Access,
  backOfficeKey,
  createWebhookEndpoint,
  replayDelivery,
  sendTestEvent,
  useWebhookDeliveries,
  useWebhookEndpoints,
  type WebhookEndpoint,
} from "../api/back-office";
import { formatInstant, lastAnswer } from "../utils/back-office-labels";
import { FigureTable } from "./figure-table";

/** The publisher's webhook endpoints, a form to add one, and each one's latest deliveries. */
export function WebhooksView({ access }: { access: Access }) {
  const endpoints = useWebhookEndpoints(access);
  return (
    <>
      <AddEndpoint access={access} />
      {endpoints.isPending ? (
        <p className="dashboard__status" role="status">
          Reading the endpoints…
        </p>
      ) : endpoints.isError ? (
        <p className="form-alert" role="alert">
          {endpoints.error.message}
        </p>
      ) : endpoints.data.endpoints.length === 0 ? (
        <p className="dashboard__empty">No webhook endpoints yet.</p>
      ) : (
        endpoints.data.endpoints.map((endpoint) => (
          <Endpoint key={endpoint.id} access={access} endpoint={endpoint} />
        ))
      )}
    </>
  );
}

function AddEndpoint({ access }: { access: Access }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState("");
  const [missing, setMissing] = useState(false);
  const add = useMutation({
    mutationFn: (typed: string) => createWebhookEndpoint(access, typed),
    onSuccess: async () => {
      setUrl("");
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "webhooks") });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = url.trim();
    if (!typed) return setMissing(true);
    if (!add.isPending) add.mutate(typed);
  }

  return (
    <Card title="Add a webhook endpoint">
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Endpoint URL"
          type="text"
          inputMode="url"
          value={url}
          onChange={(value) => {
            setUrl(value);
            setMissing(false);
          }}
          autoComplete="off"
          placeholder="https://example.com/webhooks"
          error={missing ? "Enter the URL that receives the webhooks." : null}
          alertsError
          hint={`It receives every event: ${webhookEventTypes.join(", ")}.`}
        />
        {add.isError ? (
          <p className="form-alert" role="alert">
            {add.error.message}
          </p>
        ) : null}
        <button type="submit" className="button" aria-disabled={add.isPending || undefined}>
          {add.isPending ? "Adding…" : "Add the endpoint"}
        </button>
      </form>
      {add.data ? <SigningSecret url={add.data.url} secret={add.data.secret} /> : null}
    </Card>
  );
}

/** The new endpoint's signing secret, shown this once. */
function SigningSecret({ url, secret }: { url: string; secret: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      announce("The signing secret is copied.");
    } catch {
      announce("The browser refused to copy: select the secret and copy it yourself.");
    }
  }
  return (
    <div className="signing-secret" role="status">
      <p>
        {`Added ${url}. Its signing secret is shown now and will not be shown again: keep it on your server.`}
      </p>
      <code className="signing-secret__value">{secret}</code>
      <button type="button" className="button button--secondary button--small" onClick={copy}>
        {copied ? "Copied" : "Copy the secret"}
      </button>
    </div>
  );
}

function Endpoint({ access, endpoint }: { access: Access; endpoint: WebhookEndpoint }) {
  const queryClient = useQueryClient();
  const deliveries = useWebhookDeliveries(access, endpoint.id);
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
  const failure = test.error ?? replay.error ?? deliveries.error;
  const allEvents = endpoint.events.length === webhookEventTypes.length;
  return (
    <Card title={endpoint.url}>
      <p className="card__text">
        {allEvents ? "All events" : endpoint.events.join(", ")}
        {endpoint.disabled ? `. Disabled: ${endpoint.disabled_reason ?? "by you"}.` : null}
      </p>
      <div className="endpoint__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-disabled={test.isPending || undefined}
          onClick={() => test.isPending || test.mutate()}
        >
          Send test event
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void refresh()}
        >
          Refresh deliveries
        </button>
      </div>
      {failure ? (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
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
              className="button button--secondary button--small"
              onClick={() => replay.isPending || replay.mutate(delivery.id)}
            >
              Replay<span className="visually-hidden">{` ${delivery.event_type}`}</span>
            </button>,
          ])}
          numeric={new Set([2])}
          empty="No deliveries yet."
        />
      ) : null}
    </Card>
  );
}
