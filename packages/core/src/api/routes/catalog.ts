import { z } from "zod";
import { creatorProfileResponse, featureFlagsResponse } from "../contract";
import { defineRoute } from "../define-route";
import { publisherHeaders, uuidParam } from "../request-parts";

// product.md §7: the catalog outside GraphQL, which anyone may read before signing in.

const tag = "Catalog";

export const getCreatorProfile = defineRoute({
  method: "GET",
  path: "/api/client/query/:creatorId",
  summary: "A creator's public profile and the sign-in methods its page offers",
  description:
    "Sign-in methods leave out a social provider the operator has not configured (docs/decisions/035).",
  tag,
  caller: "anyone",
  request: { params: z.object({ creatorId: uuidParam() }) },
  responses: { 200: creatorProfileResponse },
  errors: [404],
});

export const getFeatureFlags = defineRoute({
  method: "POST",
  path: "/api/feature_flags",
  summary: "The publisher's feature flags, as lowercase names",
  tag,
  caller: "anyone",
  request: { headers: publisherHeaders },
  responses: { 200: featureFlagsResponse },
  errors: [404],
});

export const getCreatorProfileByUsername = defineRoute({
  method: "GET",
  path: "/api/client/creators/:username",
  summary: "A creator's public profile by username, for the sign-in on its dashboard",
  description:
    "The dashboard's address names the store by username; its team signs in with the store's own sign-in, which needs the store's id and methods (docs/decisions/167).",
  tag,
  caller: "anyone",
  request: {
    params: z.object({ username: z.string().max(100, "There is no creator with this username.") }),
  },
  responses: { 200: creatorProfileResponse },
  errors: [404],
});
