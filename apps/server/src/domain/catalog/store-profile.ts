import { createHash } from "node:crypto";
import type { ProfileChanges, StoreProfile } from "@creator-checkout/core/catalog";
import { eq } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import { publishers } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { raiseCatalogVersion } from "./raise-catalog-version";

const profileColumns = {
  name: publishers.name,
  icon: publishers.icon,
  url_terms: publishers.url_terms,
  primary_urls: publishers.primary_urls,
  default_locale: publishers.default_locale,
  default_authentication_method: publishers.default_authentication_method,
  authentication_methods: publishers.authentication_methods,
  otp_mode: publishers.otp_mode,
  contact_email: publishers.contact_email,
  max_pause_periods: publishers.max_pause_periods,
  cancel_flow: publishers.cancel_flow,
};

export interface VersionedProfile {
  profile: StoreProfile;
  version: string;
}

/**
 * The profile's version: a digest of its fields, so that only a change to the profile itself
 * (not to the tax settings or a product) makes a change read before it stale.
 */
function versioned(profile: StoreProfile): VersionedProfile {
  const digest = createHash("sha256").update(JSON.stringify(profile)).digest("base64url");
  return { profile, version: digest.slice(0, 22) };
}

async function storedProfile(db: Db, publisherId: string, forUpdate: boolean) {
  const query = db.select(profileColumns).from(publishers).where(eq(publishers.id, publisherId));
  const [row] = await (forUpdate ? query.for("update") : query);
  if (!row) throw new AppError("NOT_FOUND", 404, "This store no longer exists.");
  return row as StoreProfile;
}

export async function readStoreProfile(
  { db }: { db: Db },
  publisherId: string,
): Promise<VersionedProfile> {
  return versioned(await storedProfile(db, publisherId, false));
}

/**
 * Changes the fields named, if the profile is still the one the caller read (its version);
 * under the row's lock, so of two changes made from one reading, one is written and the other
 * is refused with 409. Pages read the profile through the catalog cache, so the catalog's
 * version is raised in the same transaction (docs/decisions/048).
 */
export async function changeStoreProfile(
  { db, clock }: { db: Db; clock: Clock },
  publisherId: string,
  { version, ...changes }: ProfileChanges,
): Promise<VersionedProfile> {
  return db.transaction(async (tx) => {
    const current = versioned(await storedProfile(tx, publisherId, true));
    if (current.version !== version) {
      throw new AppError(
        "PROFILE_CHANGED",
        409,
        "The profile was changed since you opened it. Open it again to see what changed, then make your change again.",
      );
    }
    await tx
      .update(publishers)
      .set({ ...changes, updated_at: clock.now() })
      .where(eq(publishers.id, publisherId));
    await raiseCatalogVersion(tx);
    return versioned({ ...current.profile, ...changes });
  });
}
