import { t } from "@creator-checkout/core/i18n";
import { combineValidators, email, required } from "@creator-checkout/core/validation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { TextField } from "@/components/text-field";
import { errorSuggestion } from "@/lib/error-suggestion";
import { takeFocus, useAuthState } from "../hooks/auth-store";
import { startSignIn } from "../hooks/sign-in-actions";
import { formatPhone } from "../utils/format-phone";
import type { SignInIdentity } from "../utils/sign-in-identity";
import type { SignInMethod, SignInMethods } from "../utils/sign-in-methods";
import { FormAlert } from "./form-alert";
import { loadCodeStep } from "./load-code-step";
import { MethodTabs } from "./method-tabs";
import { PasskeySignIn } from "./passkey-sign-in";
import { PhoneField } from "./phone-field";
import { SocialLoginButtons } from "./social-login-buttons";
import { SubmitButton } from "./submit-button";

const validateEmail = combineValidators(required, email);

// libphonenumber-js is big, so it loads only once someone starts on a phone number.
const loadPhoneNumber = () => import("../utils/phone-number");

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
  const { otp, focus, previousIdentity } = useAuthState();
  const [method, setMethod] = useState<SignInMethod>(previousIdentity?.method ?? methods.initial);
  const [emailValue, setEmailValue] = useState(
    previousIdentity?.method === "email" ? previousIdentity.email : "",
  );
  const [phoneValue, setPhoneValue] = useState(
    previousIdentity?.method === "sms" ? formatPhone(previousIdentity.phone) : "",
  );
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const tabsId = useId();
  const panelId = `${tabsId}-panel`;
  const tabId = (tab: SignInMethod) => `${tabsId}-${tab}`;

  useEffect(() => {
    if (focus !== "contact" || !takeFocus("contact")) return;
    inputRef.current?.focus();
    // An address offered again is selected: typing replaces it, an arrow key edits it.
    inputRef.current?.select();
  }, [focus]);

  function selectMethod(next: SignInMethod) {
    setMethod(next);
    setFieldError(null);
  }

  async function readIdentity(): Promise<SignInIdentity | null> {
    if (method === "email") {
      const message = validateEmail(emailValue.trim());
      if (message) return invalid(message);
      return { method: "email", email: emailValue.trim().toLowerCase() };
    }
    if (required(phoneValue)) return invalid(required(phoneValue) ?? t("signIn.phone.invalid"));
    const { normalizePhone } = await loadPhoneNumber();
    const phone = normalizePhone(phoneValue);
    return phone ? { method: "sms", phone } : invalid(t("signIn.phone.invalid"));
  }

  function invalid(message: string): null {
    setFieldError(message);
    inputRef.current?.focus();
    return null;
  }

  async function checkPhoneOnBlur() {
    if (phoneValue.trim() === "") return;
    const { normalizePhone } = await loadPhoneNumber();
    setFieldError(normalizePhone(phoneValue) ? null : t("signIn.phone.invalid"));
  }

  const showsSocial = method === "email" && methods.social.length > 0;
  const asksForAddress = method === "sms" || methods.emailCodes;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (otp.inProgress || !asksForAddress) return;
    const identity = await readIdentity();
    if (!identity) return;
    setFieldError(null);
    void loadCodeStep();
    await startSignIn(identity, { creatorUsername });
  }

  const addressField =
    method === "email" ? (
      <TextField
        label={t("signIn.contact.emailLabel")}
        type="email"
        // "webauthn" lets the browser offer the buyer's passkeys here (docs/decisions/037).
        autoComplete="username webauthn"
        inputMode="email"
        placeholder={t("signIn.contact.emailPlaceholder")}
        value={emailValue}
        onChange={(value) => {
          setEmailValue(value);
          if (fieldError) setFieldError(null);
        }}
        error={fieldError}
        errorHint={errorSuggestion(fieldError, "validation.email", "validation.emailHint")}
        alertsError
        hint={t("signIn.contact.emailHint")}
        inputRef={inputRef}
      />
    ) : (
      <PhoneField
        value={phoneValue}
        onChange={(value) => {
          setPhoneValue(value);
          if (fieldError) setFieldError(null);
        }}
        onFocus={() => void loadPhoneNumber()}
        onBlur={() => void checkPhoneOnBlur()}
        error={fieldError}
        inputRef={inputRef}
      />
    );

  const field = (
    <>
      {showsSocial ? (
        <SocialLoginButtons providers={methods.social} publisherId={publisherId} />
      ) : null}
      {showsSocial && asksForAddress ? (
        <p className="sign-in__or">{t("signIn.contact.or")}</p>
      ) : null}
      {asksForAddress ? addressField : null}
    </>
  );

  return (
    <form className="form sign-in" noValidate onSubmit={(event) => void onSubmit(event)}>
      {methods.showTabs ? (
        <>
          <MethodTabs
            methods={methods.methods}
            selected={method}
            onSelect={selectMethod}
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
      {asksForAddress ? (
        <>
          <FormAlert message={otp.error} />
          <SubmitButton busy={otp.inProgress}>{t("signIn.contact.continue")}</SubmitButton>
        </>
      ) : null}
      <PasskeySignIn autofill={method === "email" && asksForAddress} />
    </form>
  );
}
