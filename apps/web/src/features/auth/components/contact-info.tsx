import type { CreatorOnPage } from "@creator-checkout/core/catalog";
import { Skeleton } from "@/components/skeleton";
import { SuspenseAfterHydration } from "@/components/suspense-after-hydration";
import { lazyWithWords } from "@/lib/lazy-with-words";
import { useAuthState } from "../hooks/auth-store";
import { signInMethods } from "../utils/sign-in-methods";
import { BotCheckGate } from "./bot-check-gate";
import { SignInFlow } from "./sign-in-flow";

// Who is signed in (with the set-password form) shows only after a sign-in or a refresh that
// found a session, so it loads apart from the first paint, behind the same loading state.
const SignedInContact = lazyWithWords(() =>
  import("./signed-in-contact").then((module) => ({ default: module.SignedInContact })),
);

type ContactInfoProps = {
  publisher: Pick<
    CreatorOnPage,
    "id" | "username" | "authentication_methods" | "default_authentication_method"
  > & { oidc_name?: string | null };
};

/** The Contact Info card's content (product.md §2): the sign-in form, or who is signed in. */
export function ContactInfo({ publisher }: ContactInfoProps) {
  const { status } = useAuthState();
  if (status === "checking") return <ContactInfoLoading />;
  if (status === "signed-in") {
    return (
      <SuspenseAfterHydration fallback={<ContactInfoLoading />}>
        <SignedInContact />
      </SuspenseAfterHydration>
    );
  }
  return (
    <BotCheckGate>
      <SignInFlow
        methods={signInMethods(publisher, publisher.oidc_name ?? null)}
        publisherId={publisher.id}
        creatorUsername={publisher.username}
      />
    </BotCheckGate>
  );
}

/** product.md §4: a loading indicator until the first refresh says whether someone is signed in. */
function ContactInfoLoading() {
  return (
    <div className="contact-loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        Checking whether you're signed in…
      </p>
      <Skeleton width="5rem" height="0.875rem" />
      <Skeleton height="2.75rem" />
      <Skeleton height="2.75rem" />
    </div>
  );
}
