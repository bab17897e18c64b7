import { required } from "@creator-checkout/core/validation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { loadCodeStep } from "../components/load-code-step";
import {
  type ContactReading,
  contactParts,
  initialContact,
  readEmail,
  readPhone,
} from "../utils/contact-form-state";
import type { SignInIdentity } from "../utils/sign-in-identity";
import type { SignInMethod, SignInMethods } from "../utils/sign-in-methods";
import { takeFocus, useAuthState } from "./auth-store";
import { startSignIn } from "./sign-in-actions";

// libphonenumber-js is big, so it loads only once someone starts on a phone number.
const loadPhoneNumber = () => import("../utils/phone-number");

/** The contact form's state: the method, what is typed, the field's error and the Continue press. */
export function useContactForm(methods: SignInMethods, creatorUsername: string) {
  const { otp, focus, previousIdentity } = useAuthState();
  const [initial] = useState(() => initialContact(previousIdentity, methods.initial));
  const [method, setMethod] = useState<SignInMethod>(initial.method);
  const [emailValue, setEmailValue] = useState(initial.email);
  const [phoneValue, setPhoneValue] = useState(initial.phone);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const parts = contactParts(method, methods);

  useEffect(() => {
    if (focus !== "contact" || !takeFocus("contact")) return;
    inputRef.current?.focus();
    // An address offered again is selected: typing replaces it, an arrow key edits it.
    inputRef.current?.select();
  }, [focus]);

  function settle(reading: ContactReading): SignInIdentity | null {
    if ("identity" in reading) return reading.identity;
    setFieldError(reading.error);
    inputRef.current?.focus();
    return null;
  }

  async function readIdentity(): Promise<SignInIdentity | null> {
    if (method === "email") return settle(readEmail(emailValue));
    const missing = required(phoneValue);
    if (missing) return settle({ error: missing });
    const { normalizePhone } = await loadPhoneNumber();
    return settle(readPhone(normalizePhone(phoneValue)));
  }

  async function checkPhoneOnBlur() {
    if (phoneValue.trim() === "") return;
    const { normalizePhone } = await loadPhoneNumber();
    const reading = readPhone(normalizePhone(phoneValue));
    setFieldError("error" in reading ? reading.error : null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (otp.inProgress || !parts.asksForAddress) return;
    const identity = await readIdentity();
    if (!identity) return;
    setFieldError(null);
    void loadCodeStep();
    await startSignIn(identity, { creatorUsername });
  }

  /** A keystroke clears the error it answers. */
  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (fieldError) setFieldError(null);
  };

  return {
    otp,
    method,
    parts,
    inputRef,
    fieldError,
    email: { value: emailValue, onChange: typed(setEmailValue) },
    phone: {
      value: phoneValue,
      onChange: typed(setPhoneValue),
      onFocus: () => void loadPhoneNumber(),
      onBlur: () => void checkPhoneOnBlur(),
    },
    selectMethod(next: SignInMethod) {
      setMethod(next);
      setFieldError(null);
    },
    onSubmit,
  };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
