import * as api from "@creator-checkout/core/api-routes";
import type { KeyScope, TeamRole } from "@creator-checkout/core/team";
import { useQuery } from "@tanstack/react-query";
import { rememberPublisherId } from "@/lib/api-client";
import type { CallReply } from "@/lib/call-api";
import { callApi } from "@/lib/call-api";
import { backOfficeKey } from "./back-office";
import { refusedKey } from "./get-funnel";
import { type Access, storeCall } from "./store-call";

export type StoreProfile = CallReply<typeof api.getCreatorProfileByUsername>;
export type StoreAccess = CallReply<typeof api.getStoreAccess>;
export type TeamMember = CallReply<typeof api.listTeam>["members"][number];
export type TeamInvitation = CallReply<typeof api.listTeam>["invitations"][number];
export type StoreKey = CallReply<typeof api.listStoreKeys>["keys"][number];
export type MadeKey = CallReply<typeof api.createStoreKey>;

const retry = (failures: number, error: Error) => !refusedKey(error) && failures < 2;

/**
 * The store the address names, with its sign-in methods: the person signs in to it as its
 * buyers do, so every later call names its id (docs/decisions/167).
 */
export function useStoreProfile(username: string) {
  return useQuery({
    queryKey: ["dashboard-store", username] as const,
    queryFn: async ({ signal }) => {
      const store = await callApi(
        api.getCreatorProfileByUsername,
        { params: { username } },
        { signal },
      );
      rememberPublisherId(store.id);
      return store;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry,
  });
}

/** Who the signed-in person is in the store; opening it accepts their invitation (157). */
export function useStoreAccess(username: string, userId: string | null) {
  return useQuery({
    queryKey: ["dashboard", username, "access", userId] as const,
    queryFn: ({ signal }) =>
      storeCall({ username, key: null, keyVersion: 0 }, api.getStoreAccess, {}, { signal }),
    enabled: userId !== null,
    retry,
  });
}

export function useTeam(access: Access) {
  return useQuery({
    queryKey: backOfficeKey(access, "team"),
    queryFn: ({ signal }) => storeCall(access, api.listTeam, {}, { signal }),
    retry,
  });
}

export function inviteToTeam(access: Access, email: string, role: TeamRole) {
  return storeCall(access, api.inviteTeamMember, { body: { email, role } });
}

export function revokeInvitation(access: Access, invitationId: string) {
  return storeCall(access, api.revokeTeamInvitation, { params: { id: invitationId } });
}

export function changeMemberRole(access: Access, userId: string, role: TeamRole) {
  return storeCall(access, api.changeTeamMember, { params: { userId }, body: { role } });
}

export function removeMember(access: Access, userId: string) {
  return storeCall(access, api.removeTeamMember, { params: { userId } });
}

export function useStoreKeys(access: Access) {
  return useQuery({
    queryKey: backOfficeKey(access, "keys"),
    queryFn: ({ signal }) => storeCall(access, api.listStoreKeys, {}, { signal }),
    retry,
  });
}

export function makeStoreKey(
  access: Access,
  body: { name: string; scope: KeyScope; expires_at?: string },
) {
  return storeCall(access, api.createStoreKey, { body });
}

export function revokeStoreKey(access: Access, keyId: string) {
  return storeCall(access, api.revokeStoreKey, { params: { id: keyId } });
}
