import { useMutation, useQueryClient } from "@tanstack/react-query";
import { announce } from "@/components/live-announcement";
import {
  type Access,
  backOfficeKey,
  replayDelivery,
  sendTestEvent,
  setWebhookEndpointDisabled,
  type WebhookEndpoint,
} from "../api/back-office";

/**
 * What an endpoint's buttons ask of the server: a test event, a replay, enabling or disabling
 * it, and a fresh read of its deliveries; each success is announced to a screen reader.
 */
export function useEndpointRequests(access: Access, endpoint: WebhookEndpoint) {
  const queryClient = useQueryClient();
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
  return { refresh, test, replay, toggle };
}
