import type { StoreProfile } from "@creator-checkout/core/catalog";
import { Card } from "@/components/card";
import type { Access } from "../api/back-office";
import { useStoreProfile } from "../api/store-profile";
import { languageName, methodLabel } from "../utils/profile-labels";
import { changesStore } from "../utils/team-access";
import { CatalogDownload } from "./catalog-download";
import { ProfileForm } from "./profile-form";

/**
 * The store's profile (docs/decisions/173): a form for who may change the store, what it says
 * for a read-only member.
 */
export function ProfileView({ access }: { access: Access }) {
  const profile = useStoreProfile(access);
  if (profile.isPending) {
    return (
      <p className="dashboard__status" role="status">
        Reading the profile…
      </p>
    );
  }
  if (profile.isError) {
    return (
      <p className="form-alert" role="alert">
        {profile.error.message}
      </p>
    );
  }
  return (
    <>
      {changesStore(access.role) ? (
        <ProfileForm key={profile.data.version} access={access} read={profile.data} />
      ) : (
        <ProfileList profile={profile.data.profile} />
      )}
      <CatalogDownload access={access} />
    </>
  );
}

function ProfileList({ profile }: { profile: StoreProfile }) {
  const rows: Array<[string, string]> = [
    ["Store name", profile.name],
    ["Contact e-mail", profile.contact_email ?? "None"],
    ["Your site's addresses", profile.primary_urls.join(", ") || "None"],
    ["Terms address", profile.url_terms ?? "None"],
    ["Icon address", profile.icon ?? "None"],
    ["Default language", languageName(profile.default_locale)],
    ["Sign-in methods", profile.authentication_methods.map(methodLabel).join(", ")],
  ];
  return (
    <Card title="Profile">
      <dl className="profile-list">
        {rows.map(([term, value]) => (
          <div key={term} className="profile-list__row">
            <dt className="profile-list__term">{term}</dt>
            <dd className="profile-list__value">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
