import { t } from "@creator-checkout/core/i18n";
import { useId } from "react";
import { TextField } from "@/components/text-field";
import { errorSuggestion } from "@/lib/error-suggestion";
import { type ContactFormState, useContactForm } from "../hooks/use-contact-form";
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
}

/**
 * The first step: e-mail or phone (product.md §4 tabs), then Continue. The social buttons come
 * first in the e-mail part, as the quicker way in.
 */
export function ContactForm({ methods, publisherId, creatorUsername }: ContactFormProps) {
  const form = useContactForm(methods, creatorUsername);
  const { method, parts, otp } = form;
  const tabsId = useId();
  const panelId = `${tabsId}-panel`;
  const tabId = (tab: SignInMethod) => `${tabsId}-${tab}`;

  const field = (
    <>
      {parts.showsSocial ? (
        <SocialLoginButtons providers={methods.social} publisherId={publisherId} />
      ) : null}
      {parts.showsOr ? <p className="sign-in__or">{t("signIn.contact.or")}</p> : null}
      {parts.asksForAddress ? <AddressField form={form} /> : null}
    </>
  );

  return (
    <form className="form sign-in" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {methods.showTabs ? (
        <>
          <MethodTabs
            methods={methods.methods}
            selected={method}
            onSelect={form.selectMethod}
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
      {parts.asksForAddress ? (
        <>
          <FormAlert message={otp.error} />
          <SubmitButton busy={otp.inProgress}>{t("signIn.contact.continue")}</SubmitButton>
        </>
      ) : null}
      <PasskeySignIn autofill={parts.passkeyAutofill} />
    </form>
  );
}

/** The e-mail field, or the phone field, as the method picked asks. */
function AddressField({ form }: { form: ContactFormState }) {
  const { fieldError, inputRef } = form;
  if (form.method !== "email") {
    return <PhoneField {...form.phone} error={fieldError} inputRef={inputRef} />;
  }
  return (
    <TextField
      label={t("signIn.contact.emailLabel")}
      type="email"
      // "webauthn" lets the browser offer the buyer's passkeys here (docs/decisions/037).
      autoComplete="username webauthn"
      inputMode="email"
      placeholder={t("signIn.contact.emailPlaceholder")}
      value={form.email.value}
      onChange={form.email.onChange}
      error={fieldError}
      errorHint={errorSuggestion(fieldError, "validation.email", "validation.emailHint")}
      alertsError
      hint={t("signIn.contact.emailHint")}
      inputRef={inputRef}
    />
  );
}
