import { t } from "@creator-checkout/core/i18n";
import { useId } from "react";
import { TextField } from "@/components/text-field";
import { errorSuggestion } from "@/lib/error-suggestion";
import { useContactForm } from "../hooks/use-contact-form";
import { asksForAddress, showsSocial } from "../utils/contact-form-state";
import type { SignInMethod, SignInMethods } from "../utils/sign-in-methods";
import { FormAlert } from "./form-alert";
import { MethodTabs } from "./method-tabs";
import { PasskeySignIn } from "./passkey-sign-in";
import { PhoneField } from "./phone-field";
import { SocialLoginButtons } from "./social-login-buttons";
import { SubmitButton } from "./submit-button";

interface ContactFormProps {
  methods: SignInMethods;
  publisherId: string;
  /** Sent when registering (product.md §5 "Register"). */
  creatorUsername: string;
  /** The e-mail address the field starts with, when the page was opened for one. */
  offeredEmail?: string | null;
}

/**
 * The first step: e-mail or phone (product.md §4 tabs), then Continue. The social buttons come
 * first in the e-mail part, as the quicker way in.
 */
export function ContactForm({
  methods,
  publisherId,
  creatorUsername,
  offeredEmail = null,
}: ContactFormProps) {
  const form = useContactForm(methods, creatorUsername, offeredEmail);
  const { method, otp } = form;
  const social = showsSocial(method, methods);
  const asks = asksForAddress(method, methods);
  const tabsId = useId();
  const panelId = `${tabsId}-panel`;
  const tabId = (tab: SignInMethod) => `${tabsId}-${tab}`;

  const field = (
    <>
      {social ? <SocialLoginButtons providers={methods.social} publisherId={publisherId} /> : null}
      {social && asks ? <p className="sign-in__or">{t("signIn.contact.or")}</p> : null}
      {asks && method === "email" ? (
        <TextField
          {...form.email}
          label={t("signIn.contact.emailLabel")}
          type="email"
          // "webauthn" lets the browser offer the buyer's passkeys here (docs/decisions/037).
          autoComplete="username webauthn"
          inputMode="email"
          placeholder={t("signIn.contact.emailPlaceholder")}
          errorHint={errorSuggestion(form.email.error, "validation.email", "validation.emailHint")}
          alertsError
          hint={t("signIn.contact.emailHint")}
        />
      ) : asks ? (
        <PhoneField {...form.phone} />
      ) : null}
    </>
  );

  return (
    <form className="form sign-in" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {methods.showTabs ? (
        <>
          <MethodTabs
            methods={methods.methods}
            selected={method}
            onSelect={form.onSelect}
            tabId={tabId}
            panelId={panelId}
          />
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(method)}>
            {field}
          </div>
        </>
      ) : (
        field
      )}
      {asks ? (
        <>
          <FormAlert message={otp.error} />
          <SubmitButton busy={otp.inProgress}>{t("signIn.contact.continue")}</SubmitButton>
        </>
      ) : null}
      <PasskeySignIn autofill={method === "email" && asks} />
    </form>
  );
}
