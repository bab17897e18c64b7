import { required } from "@creator-checkout/core/validation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { loadCodeStep } from "../components/load-code-step";
import { asksForAddress, initialContact, readEmail, readPhone } from "../utils/contact-form-state";
import type { SignInIdentity } from "../utils/sign-in-identity";
import type { SignInMethod, SignInMethods } from "../utils/sign-in-methods";
import { takeFocus, useAuthState } from "./auth-store";
import { startSignIn } from "./sign-in-actions";

// libphonenumber-js is big, so it loads only once someone starts on a phone number.
const loadPhoneNumber = () => import("../utils/phone-number");

/** The contact form's state: the method, what is typed, the field's error and Continue. */
export function useContactForm(
  methods: SignInMethods,
  creatorUsername: string,
  offeredEmail: string | null = null,
) {
  const { otp, focus, previousIdentity } = useAuthState();
  const offered =
    offeredEmail !== null && methods.methods.includes("email")
      ? ({ method: "email", email: offeredEmail } as const)
      : null;
  const initial = initialContact(previousIdentity, methods.initial, offered);
  const [method, setMethod] = useState<SignInMethod>(initial.method);
  const [emailValue, setEmailValue] = useState(initial.email);
  const [phoneValue, setPhoneValue] = useState(initial.phone);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focus !== "contact" || !takeFocus("contact")) return;
    inputRef.current?.focus();
    // An address offered again is selected: typing replaces it, an arrow key edits it.
    inputRef.current?.select();
  }, [focus]);

  /** The identity read, or null once the field says what is wrong and has focus. */
  function settle(reading: SignInIdentity | string): SignInIdentity | null {
    if (typeof reading !== "string") return reading;
    setFieldError(reading);
    inputRef.current?.focus();
    return null;
  }

  async function readIdentity(): Promise<SignInIdentity | null> {
    if (method === "email") return settle(readEmail(emailValue));
    const missing = required(phoneValue);
    if (missing) return settle(missing);
    const { normalizePhone } = await loadPhoneNumber();
    return settle(readPhone(normalizePhone(phoneValue)));
  }

  /** A keystroke clears the error it answers. */
  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (fieldError) setFieldError(null);
  };

  async function checkPhone() {
    if (phoneValue.trim() === "") return;
    const { normalizePhone } = await loadPhoneNumber();
    const reading = readPhone(normalizePhone(phoneValue));
    setFieldError(typeof reading === "string" ? reading : null);
  }

  return {
    otp,
    method,
    // The props of the e-mail field and of the phone field, as they are given to them.
    email: { value: emailValue, onChange: typed(setEmailValue), error: fieldError, inputRef },
    phone: {
      value: phoneValue,
      onChange: typed(setPhoneValue),
      onFocus: () => void loadPhoneNumber(),
      onBlur: () => void checkPhone(),
      error: fieldError,
      inputRef,
    },
    onSelect(next: SignInMethod) {
      setMethod(next);
      setFieldError(null);
    },
    async onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (otp.inProgress || !asksForAddress(method, methods)) return;
      const identity = await readIdentity();
      if (!identity) return;
      setFieldError(null);
      void loadCodeStep();
      await startSignIn(identity, { creatorUsername });
    },
  };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
