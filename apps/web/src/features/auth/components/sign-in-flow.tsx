import { SuspenseAfterHydration } from "@/components/suspense-after-hydration";
import { lazyWithWords } from "@/lib/lazy-with-words";
import { useAuthState } from "../hooks/auth-store";
import type { SignInMethods } from "../utils/sign-in-methods";
import { ContactForm } from "./contact-form";
import { loadCodeStep, loadedCodeStep } from "./load-code-step";

// Only an account with a password meets this step, after Continue: it loads then.
const PasswordStep = lazyWithWords(() =>
  import("./password-step").then((module) => ({ default: module.PasswordStep })),
);

// Only for when the code step is needed before its prefetch has arrived.
const LazyCodeStep = lazyWithWords(() =>
  loadCodeStep().then((CodeStep) => ({ default: CodeStep })),
);

/** The steps of signing in: contact, then a password or a one-time code. */
export function SignInFlow({
  methods,
  publisherId,
  creatorUsername,
  offeredEmail = null,
}: {
  methods: SignInMethods;
  publisherId: string;
  creatorUsername: string;
  /** The e-mail address the contact form starts with, when the page was opened for one. */
  offeredEmail?: string | null;
}) {
  const { step } = useAuthState();
  if (step === "code") {
    const CodeStep = loadedCodeStep();
    if (CodeStep) return <CodeStep />;
    return (
      <SuspenseAfterHydration fallback={<StepLoading />}>
        <LazyCodeStep />
      </SuspenseAfterHydration>
    );
  }
  if (step === "password") {
    return (
      <SuspenseAfterHydration fallback={<StepLoading />}>
        <PasswordStep />
      </SuspenseAfterHydration>
    );
  }
  return (
    <ContactForm
      methods={methods}
      publisherId={publisherId}
      creatorUsername={creatorUsername}
      offeredEmail={offeredEmail}
    />
  );
}

function StepLoading() {
  return (
    <p className="field__hint" role="status">
      <span className="spinner" aria-hidden="true" /> One moment…
    </p>
  );
}
