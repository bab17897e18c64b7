import * as api from "@creator-checkout/core/api-routes";
import type { WebhookEventType } from "@creator-checkout/core/webhooks";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { CallInput, CallReply } from "@/lib/call-api";
import { refusedKey } from "./get-funnel";
import { type Access, storeCall } from "./store-call";

export type { Access };

export type ListedOrder = CallReply<typeof api.listPublisherOrders>["data"][number];
export type ListedSubscription = CallReply<typeof api.listPublisherSubscriptions>["data"][number];
export type ListedCustomer = CallReply<typeof api.listPublisherCustomers>["data"][number];
export type WebhookEndpoint = CallReply<typeof api.listWebhookEndpoints>["endpoints"][number];
export type WebhookDelivery = CallReply<typeof api.listWebhookDeliveries>["deliveries"][number];
export type Coupon = CallReply<typeof api.listCoupons>["coupons"][number];
export type PromotionCode = Coupon["codes"][number];
export type CouponOption = CallReply<typeof api.listCouponOptions>["options"][number];

const retry = (failures: number, error: Error) => !refusedKey(error) && failures < 2;

/** The cache key of one of the back office's lists, under the dashboard's key for the publisher. */
export const backOfficeKey = (access: Access, ...parts: string[]) =>
  ["dashboard", access.username, access.keyVersion, ...parts] as const;

/** The publisher's orders, newest first, a page at a time; only the buyer's when `email` is set. */
export function usePublisherOrders(access: Access, email: string) {
  return useInfiniteQuery({
    queryKey: backOfficeKey(access, "orders", email),
    queryFn: ({ pageParam, signal }) =>
      storeCall(
        access,
        api.listPublisherOrders,
        { query: { email: email || undefined, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    retry,
  });
}

/** The publisher's subscriptions, which renew (not passes nor payments), as usePublisherOrders. */
export function usePublisherSubscriptions(access: Access, email: string) {
  return useInfiniteQuery({
    queryKey: backOfficeKey(access, "subscriptions", email),
    queryFn: ({ pageParam, signal }) =>
      storeCall(
        access,
        api.listPublisherSubscriptions,
        { query: { email: email || undefined, cursor: pageParam, recurring: "true" } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    retry,
  });
}

/** The publisher's customers with their answers and newsletters, as usePublisherOrders. */
export function usePublisherCustomers(access: Access, email: string) {
  return useInfiniteQuery({
    queryKey: backOfficeKey(access, "customers", email),
    queryFn: ({ pageParam, signal }) =>
      storeCall(
        access,
        api.listPublisherCustomers,
        { query: { email: email || undefined, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    retry,
  });
}

export function refundOrder(
  access: Access,
  order: ListedOrder,
  idempotencyKey: string,
  body: { amount: number; cancel_subscription?: boolean },
) {
  return storeCall(access, api.refundOrder, {
    params: { orderId: order.id },
    headers: { "idempotency-key": idempotencyKey },
    body,
  });
}

export function cancelSubscription(access: Access, subscriptionId: string, atPeriodEnd: boolean) {
  return storeCall(access, api.publisherCancelSubscription, {
    params: { subscriptionId },
    body: { at_period_end: atPeriodEnd },
  });
}

export function useWebhookEndpoints(access: Access) {
  return useQuery({
    queryKey: backOfficeKey(access, "webhooks"),
    queryFn: ({ signal }) => storeCall(access, api.listWebhookEndpoints, {}, { signal }),
    retry,
  });
}

/** While a delivery is still under way, its endpoint's list is read again every few seconds. */
const WHILE_PENDING_MS = 2000;

export function useWebhookDeliveries(access: Access, endpointId: string) {
  return useQuery({
    queryKey: backOfficeKey(access, "webhooks", endpointId, "deliveries"),
    queryFn: ({ signal }) =>
      storeCall(access, api.listWebhookDeliveries, { params: { id: endpointId } }, { signal }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.state === "pending")
        ? WHILE_PENDING_MS
        : false,
    retry,
  });
}

/** Without `events` the endpoint receives every event. */
export function createWebhookEndpoint(access: Access, url: string, events?: WebhookEventType[]) {
  return storeCall(access, api.createWebhookEndpoint, { body: { url, events } });
}

export function setWebhookEndpointDisabled(access: Access, endpointId: string, disabled: boolean) {
  return storeCall(access, api.updateWebhookEndpoint, {
    params: { id: endpointId },
    body: { disabled },
  });
}

export function deleteWebhookEndpoint(access: Access, endpointId: string) {
  return storeCall(access, api.deleteWebhookEndpoint, { params: { id: endpointId } });
}

export function rotateWebhookSecret(access: Access, endpointId: string) {
  return storeCall(access, api.rotateWebhookSecret, { params: { id: endpointId } });
}

export function sendTestEvent(access: Access, endpointId: string) {
  return storeCall(access, api.testWebhookEndpoint, { params: { id: endpointId } });
}

export function replayDelivery(access: Access, endpointId: string, deliveryId: string) {
  return storeCall(access, api.replayWebhookDelivery, { params: { id: endpointId, deliveryId } });
}

export function useCoupons(access: Access) {
  return useQuery({
    queryKey: backOfficeKey(access, "coupons"),
    queryFn: ({ signal }) => storeCall(access, api.listCoupons, {}, { signal }),
    retry,
  });
}

/** The options a coupon may name; they change only with the catalog file, so read once. */
export function useCouponOptions(access: Access) {
  return useQuery({
    queryKey: backOfficeKey(access, "coupon-options"),
    queryFn: ({ signal }) => storeCall(access, api.listCouponOptions, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry,
  });
}

export function createCoupon(access: Access, body: CallInput<typeof api.createCoupon>["body"]) {
  return storeCall(access, api.createCoupon, { body });
}

export function updateCoupon(
  access: Access,
  couponId: string,
  body: CallInput<typeof api.updateCoupon>["body"],
) {
  return storeCall(access, api.updateCoupon, { params: { id: couponId }, body });
}

/** Without `code` the server generates one. */
export function addPromotionCode(access: Access, couponId: string, code?: string) {
  return storeCall(access, api.createPromotionCode, { params: { id: couponId }, body: { code } });
}

export function setPromotionCodeActive(
  access: Access,
  couponId: string,
  codeId: string,
  active: boolean,
) {
  return storeCall(access, api.updatePromotionCode, {
    params: { id: couponId, codeId },
    body: { active },
  });
}
