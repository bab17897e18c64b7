import { type WebhookEventType, webhookEventTypes } from "@creator-checkout/core/webhooks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { Card } from "@/components/card";
import { TextField } from "@/components/text-field";
import {
  type Access,
  backOfficeKey,
  createWebhookEndpoint,
  useWebhookEndpoints,
} from "../api/back-office";
import { changesStore } from "../utils/team-access";
import { SigningSecret } from "./signing-secret";
import { WebhookEndpointCard } from "./webhook-endpoint-card";

/** The publisher's webhook endpoints, a form to add one, and each one's latest deliveries. */
export function WebhooksView({ access }: { access: Access }) {
  const endpoints = useWebhookEndpoints(access);
  const view = useRef<HTMLDivElement>(null);
  // A deleted endpoint takes its Delete button, where focus would have gone back, with it: focus
  // goes to the form that adds one, the likeliest next step.
  const focusAddForm = () => view.current?.querySelector<HTMLInputElement>("input")?.focus();
  return (
    <div ref={view} className="webhooks-view">
      {changesStore(access.role) ? <AddEndpoint access={access} /> : null}
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
          <WebhookEndpointCard
            key={endpoint.id}
            access={access}
            endpoint={endpoint}
            onDeleted={focusAddForm}
          />
        ))
      )}
    </div>
  );
}

function AddEndpoint({ access }: { access: Access }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<ReadonlySet<WebhookEventType>>(
    () => new Set(webhookEventTypes),
  );
  const [missing, setMissing] = useState<"url" | "events" | null>(null);
  const add = useMutation({
    mutationFn: ({ typed, chosen }: { typed: string; chosen?: WebhookEventType[] }) =>
      createWebhookEndpoint(access, typed, chosen),
    onSuccess: async () => {
      setUrl("");
      setEvents(new Set(webhookEventTypes));
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "webhooks") });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = url.trim();
    if (!typed) return setMissing("url");
    if (events.size === 0) return setMissing("events");
    const all = events.size === webhookEventTypes.length;
    const chosen = all ? undefined : webhookEventTypes.filter((type) => events.has(type));
    if (!add.isPending) add.mutate({ typed, chosen });
  }

  function toggle(type: WebhookEventType, on: boolean) {
    const next = new Set(events);
    if (on) next.add(type);
    else next.delete(type);
    setEvents(next);
    setMissing(null);
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
            setMissing(null);
          }}
          autoComplete="off"
          placeholder="https://example.com/webhooks"
          error={missing === "url" ? "Enter the URL that receives the webhooks." : null}
          alertsError
        />
        <fieldset className="event-choices">
          <legend className="field__label">Events it receives</legend>
          {webhookEventTypes.map((type) => (
            <label key={type} className="checkbox-field">
              <input
                type="checkbox"
                checked={events.has(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              <code>{type}</code>
            </label>
          ))}
        </fieldset>
        {missing === "events" ? (
          <p className="form-alert" role="alert">
            Choose at least one event.
          </p>
        ) : null}
        {add.isError ? (
          <p className="form-alert" role="alert">
            {add.error.message}
          </p>
        ) : null}
        <button type="submit" className="button" aria-disabled={add.isPending || undefined}>
          {add.isPending ? "Adding…" : "Add the endpoint"}
        </button>
      </form>
      {add.data ? (
        <SigningSecret
          secret={add.data.secret}
          note={`Added ${add.data.url}. Its signing secret is shown now and will not be shown again: keep it on your server.`}
        />
      ) : null}
    </Card>
  );
}
