import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import type { CallInput, CallReply } from "@/lib/call-api";
import { type Access, backOfficeKey } from "./back-office";
import { storeCall } from "./store-call";

export type VersionedProfile = CallReply<typeof api.getPublisherProfile>;
export type ProfileChange = CallInput<typeof api.patchPublisherProfile>["body"];

export const profileKey = (access: Access) => backOfficeKey(access, "profile");

/** The store's profile and the version a change must name (docs/decisions/173). */
export function useStoreProfile(access: Access) {
  return useQuery({
    queryKey: profileKey(access),
    queryFn: ({ signal }) => storeCall(access, api.getPublisherProfile, {}, { signal }),
    retry: false,
  });
}

export function changeStoreProfile(access: Access, body: ProfileChange) {
  return storeCall(access, api.patchPublisherProfile, { body });
}

/** The store as the catalog file the import reads (docs/decisions/172). */
export function exportCatalogFile(access: Access) {
  return storeCall(access, api.exportPublisherCatalog, {});
}
