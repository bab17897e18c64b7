import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { callApi } from "@/lib/call-api";
import { type PreviewState, previewRequested, settlePreview } from "@/lib/preview";
import { loadPublisherKey } from "@/lib/publisher-key-storage";
import { useHydrated } from "@/lib/use-hydrated";

/** The creator's key this tab holds for `username`, when the address asks for a preview. */
function previewKey(username: string): string | null {
  if (!previewRequested || typeof sessionStorage === "undefined") return null;
  return loadPublisherKey(sessionStorage, username);
}

/**
 * Whether this page is the creator's preview (docs/decisions/091): asked for by the address,
 * proved by the publisher's key that the dashboard keeps in this tab, confirmed by the server.
 */
export function usePreview(username: string): PreviewState {
  // Read after hydration only: the server cannot know, and the first render must match its.
  const hydrated = useHydrated();
  const key = hydrated ? previewKey(username) : null;
  const access = useQuery({
    queryKey: ["preview-access", username] as const,
    queryFn: ({ signal }) =>
      callApi(api.checkPreviewAccess, { params: { username } }, { accessToken: key ?? "", signal }),
    enabled: key !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const state: PreviewState =
    key === null || access.isError ? "off" : access.isSuccess ? "on" : "checking";
  // Only once hydrated: before, the key is not read yet, and "off" would say so too soon.
  useEffect(() => {
    if (hydrated && state !== "checking") settlePreview(state === "on");
  }, [hydrated, state]);
  return state;
}
