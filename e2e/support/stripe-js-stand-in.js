/*
 * A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js) for the browser tests,
 * whose machines reach no outside network. It offers what @stripe/stripe-js and
 * @stripe/react-stripe-js use, and behaves like Stripe.js in test mode where the page can tell:
 * - `elements().create("card")`: number, expiry, CVC and ZIP fields that report change, focus,
 *   blur and ready events, set Stripe's classes on the box they are mounted in, and take
 *   `update({ disabled })`;
 * - `createPaymentMethod({ type: "card", card })`: sends the card to Stripe's API with the
 *   publishable key, as Stripe.js does from its own frame;
 * - `handleNextAction({ clientSecret })`: shows a 3-D Secure window over the page where the
 *   buyer approves or denies, as the bank's page would;
 * - `paymentRequest(...)`: a wallet is always available; `show()` (only within a click, as
 *   browsers require) opens a wallet sheet whose Pay makes a PaymentMethod from Stripe's 4242
 *   test card and fires `paymentmethod`; the sheet shows what `complete()` is told.
 * Its requests go to https://api.stripe.com, which the tests route to the local stand-in for
 * Stripe's API (apps/server/src/testing/fake-stripe-api.ts).
 */
(() => {
  const apiOrigin = "https://api.stripe.com";
  const walletCard = { number: "4242424242424242", exp_month: "12", exp_year: "2034", cvc: "123" };

  /** Calls Stripe's API as Stripe.js does: form-encoded, the publishable key in the request. */
  async function callApi(publishableKey, method, path, params = {}) {
    const query = new URLSearchParams({ ...params, key: publishableKey });
    const response =
      method === "GET"
        ? await fetch(`${apiOrigin}${path}?${query}`)
        : await fetch(`${apiOrigin}${path}`, { method, body: query });
    const body = await response.json();
    return response.ok ? { body } : { error: body.error };
  }

  /** on/off for the objects that emit events, each returning its object as Stripe.js does. */
  function eventEmitter(owner) {
    const handlers = new Map();
    const listenersOf = (event) => handlers.get(event) ?? new Set();
    Object.assign(owner, {
      on(event, handler) {
        handlers.set(event, listenersOf(event).add(handler));
        return owner;
      },
      off(event, handler) {
        if (handler) listenersOf(event).delete(handler);
        else handlers.delete(event);
        return owner;
      },
    });
    return (event, payload) => {
      for (const handler of [...listenersOf(event)]) handler(payload);
    };
  }

  function formatAmount(amount, currency) {
    const format = new Intl.NumberFormat("en-US", { style: "currency", currency });
    return format.format(amount / 10 ** format.resolvedOptions().maximumFractionDigits);
  }

  function styled(element, style) {
    Object.assign(element.style, style);
    return element;
  }

  function button(label, primary) {
    const node = styled(document.createElement("button"), {
      padding: "0.5rem 1rem",
      borderRadius: "6px",
      border: "1px solid #1a1f36",
      background: primary ? "#1a1f36" : "#fff",
      color: primary ? "#fff" : "#1a1f36",
      font: "inherit",
      cursor: "pointer",
    });
    node.type = "button";
    node.textContent = label;
    return node;
  }

  /** A modal window over the page, named by its heading, closed by Escape as `onCancel`. */
  function openWindow(title, onCancel) {
    const dialog = styled(document.createElement("dialog"), {
      width: "min(360px, calc(100vw - 2rem))",
      padding: "1.25rem",
      border: "0",
      borderRadius: "12px",
      font: "15px/1.5 system-ui, sans-serif",
      color: "#1a1f36",
    });
    const heading = styled(document.createElement("h2"), {
      margin: "0 0 0.75rem",
      fontSize: "1.125rem",
    });
    heading.id = `stripe-stand-in-${crypto.randomUUID()}`;
    heading.textContent = title;
    dialog.setAttribute("aria-labelledby", heading.id);
    dialog.append(heading);
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      onCancel();
    });
    document.body.append(dialog);
    dialog.showModal();
    return dialog;
  }

  function actions(...buttons) {
    const row = styled(document.createElement("div"), {
      display: "flex",
      justifyContent: "flex-end",
      gap: "0.5rem",
      marginTop: "1rem",
    });
    row.append(...buttons);
    return row;
  }

  function paragraph(text) {
    const node = styled(document.createElement("p"), { margin: "0 0 0.5rem" });
    node.textContent = text;
    return node;
  }

  /** The bank's 3-D Secure page: resolves true when the buyer approves, false when they deny. */
  function askTheBank(intent) {
    return new Promise((resolve) => {
      const answer = (approved) => {
        dialog.close();
        dialog.remove();
        resolve(approved);
      };
      const dialog = openWindow("3D Secure authentication", () => answer(false));
      const approve = button("Approve", true);
      const deny = button("Deny", false);
      approve.addEventListener("click", () => answer(true));
      deny.addEventListener("click", () => answer(false));
      dialog.append(
        paragraph(
          `Test mode: your bank asks you to confirm a payment of ${formatAmount(intent.amount, intent.currency)}.`,
        ),
        actions(deny, approve),
      );
      approve.focus();
    });
  }

  // ---------- the card element ----------

  const messages = {
    numberIncomplete: "Your card number is incomplete.",
    numberInvalid: "Your card number is invalid.",
    expiryIncomplete: "Your card's expiration date is incomplete.",
    expiryInvalid: "Your card's expiration date is invalid.",
    expiryPast: "Your card's expiration date is in the past.",
    cvcIncomplete: "Your card's security code is incomplete.",
    postalCodeIncomplete: "Your postal code is incomplete.",
  };

  const digits = (value) => value.replace(/\D/g, "");

  function luhnValid(number) {
    let sum = 0;
    for (const [index, digit] of [...number].reverse().entries()) {
      const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
      sum += value > 9 ? value - 9 : value;
    }
    return sum % 10 === 0;
  }

  function cardBrand(number) {
    if (/^4/.test(number)) return "visa";
    if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
    if (/^3[47]/.test(number)) return "amex";
    return "unknown";
  }

  /** Each field's problem: `invalid` is said at once, `incomplete` once the buyer leaves it. */
  function checkCard(values, now) {
    const number = digits(values.number);
    const expiry = digits(values.expiry);
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2, 4));
    const expired =
      year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
    return {
      number:
        number.length < 16
          ? { incomplete: messages.numberIncomplete }
          : luhnValid(number)
            ? {}
            : { invalid: messages.numberInvalid },
      expiry:
        expiry.length >= 2 && (month < 1 || month > 12)
          ? { invalid: messages.expiryInvalid }
          : expiry.length < 4
            ? { incomplete: messages.expiryIncomplete }
            : expired
              ? { invalid: messages.expiryPast }
              : {},
      cvc: digits(values.cvc).length < 3 ? { incomplete: messages.cvcIncomplete } : {},
      postalCode:
        values.postalCode.trim() === "" ? { incomplete: messages.postalCodeIncomplete } : {},
    };
  }

  const formatters = {
    number: (value) =>
      digits(value)
        .slice(0, 16)
        .replace(/(\d{4})(?=\d)/g, "$1 "),
    expiry: (value) => {
      const typed = digits(value).slice(0, 4);
      return typed.length > 2 ? `${typed.slice(0, 2)} / ${typed.slice(2)}` : typed;
    },
    cvc: (value) => digits(value).slice(0, 4),
    postalCode: (value) => value.slice(0, 10),
  };

  const fields = [
    {
      name: "number",
      label: "Credit or debit card number",
      placeholder: "Card number",
      width: "1 1 10em",
      autocomplete: "cc-number",
    },
    {
      name: "expiry",
      label: "Credit or debit card expiration date",
      placeholder: "MM / YY",
      width: "0 0 4.5em",
      autocomplete: "cc-exp",
    },
    {
      name: "cvc",
      label: "Credit or debit card CVC/CVV",
      placeholder: "CVC",
      width: "0 0 3.5em",
      autocomplete: "cc-csc",
    },
    {
      name: "postalCode",
      label: "ZIP",
      placeholder: "ZIP",
      width: "0 0 4.5em",
      autocomplete: "postal-code",
    },
  ];

  /** What createPaymentMethod reads from a card element: its first problem, the card as typed. */
  const cardOf = new WeakMap();

  function createCardElement(options) {
    const element = {};
    const emit = eventEmitter(element);
    const values = { number: "", expiry: "", cvc: "", postalCode: "" };
    const left = new Set();
    const inputs = new Map();
    let box = null;
    let style = options.style ?? {};
    let disabled = Boolean(options.disabled);

    /** The first problem with the card as typed, for createPaymentMethod to refuse. */
    function firstProblem() {
      const checks = checkCard(values, new Date());
      return fields
        .map(({ name }) => checks[name].invalid ?? checks[name].incomplete)
        .find(Boolean);
    }

    /** The change event's fields. */
    function state() {
      const checks = checkCard(values, new Date());
      const problem = fields
        .map(
          ({ name }) =>
            checks[name].invalid ?? (left.has(name) ? checks[name].incomplete : undefined),
        )
        .find(Boolean);
      return {
        elementType: "card",
        empty: Object.values(values).every((value) => value === ""),
        complete: fields.every(({ name }) => !checks[name].invalid && !checks[name].incomplete),
        error: problem
          ? { type: "validation_error", code: "invalid_card", message: problem }
          : undefined,
        value: { postalCode: values.postalCode },
        brand: cardBrand(digits(values.number)),
      };
    }

    function render() {
      if (!box) return;
      const current = state();
      box.classList.toggle("StripeElement--empty", current.empty);
      box.classList.toggle("StripeElement--complete", current.complete);
      box.classList.toggle("StripeElement--invalid", Boolean(current.error));
      for (const input of inputs.values()) {
        input.disabled = disabled;
        Object.assign(input.style, {
          color:
            (current.error ? style.invalid?.color : undefined) ?? style.base?.color ?? "inherit",
          fontFamily: style.base?.fontFamily ?? "inherit",
          fontSize: style.base?.fontSize ?? "inherit",
        });
      }
    }

    function changed() {
      render();
      emit("change", state());
    }

    cardOf.set(element, { firstProblem, values });

    Object.assign(element, {
      mount(target) {
        box = typeof target === "string" ? document.querySelector(target) : target;
        box.classList.add("StripeElement");
        const row = styled(document.createElement("div"), { display: "flex", gap: "0.5rem" });
        for (const field of fields) {
          const input = styled(document.createElement("input"), {
            flex: field.width,
            minWidth: "0",
            padding: "0",
            border: "0",
            outline: "none",
            background: "transparent",
          });
          Object.assign(input, {
            type: "text",
            placeholder: field.placeholder,
            autocomplete: field.autocomplete,
          });
          input.setAttribute("aria-label", field.label);
          if (field.name !== "postalCode") input.inputMode = "numeric";
          input.addEventListener("input", () => {
            input.value = formatters[field.name](input.value);
            values[field.name] = input.value;
            changed();
          });
          input.addEventListener("blur", () => {
            if (values[field.name] !== "") left.add(field.name);
            changed();
          });
          inputs.set(field.name, input);
          row.append(input);
        }
        row.addEventListener("focusin", () => {
          box.classList.add("StripeElement--focus");
          emit("focus", { elementType: "card" });
        });
        row.addEventListener("focusout", (event) => {
          if (row.contains(event.relatedTarget)) return;
          box.classList.remove("StripeElement--focus");
          emit("blur", { elementType: "card" });
        });
        box.append(row);
        render();
        setTimeout(() => emit("ready", { elementType: "card" }));
      },
      update(changes) {
        if ("disabled" in changes) disabled = Boolean(changes.disabled);
        if (changes.style) style = changes.style;
        render();
      },
      focus() {
        inputs.get("number")?.focus();
      },
      unmount() {
        box?.replaceChildren();
        box?.classList.remove(
          ...[...box.classList].filter((name) => name.startsWith("StripeElement")),
        );
        inputs.clear();
        box = null;
      },
      destroy() {
        element.unmount();
      },
    });
    return element;
  }

  function createElements() {
    const created = new Map();
    return {
      create(type, options = {}) {
        if (type !== "card")
          throw new Error(`This stand-in for Stripe.js has no "${type}" Element.`);
        if (created.has(type)) throw new Error(`Can only create one Element of type ${type}.`);
        const element = createCardElement(options);
        created.set(type, element);
        const destroy = element.destroy;
        element.destroy = () => {
          destroy();
          created.delete(type);
        };
        return element;
      },
      // React's Element components stand for their type (`elements.getElement(CardElement)`).
      getElement(type) {
        return created.get(typeof type === "string" ? type : type?.__elementType) ?? null;
      },
      update() {},
    };
  }

  // ---------- the wallet ----------

  function createPaymentRequest(publishableKey, options) {
    if (!options?.country || !options.currency || !options.total?.label) {
      throw new Error("paymentRequest needs country, currency and total.label.");
    }
    if (!Number.isInteger(options.total.amount) || options.total.amount < 0) {
      throw new Error("paymentRequest's total.amount must be a whole number of the smallest unit.");
    }
    const paymentRequest = {};
    const emit = eventEmitter(paymentRequest);
    let current = { ...options };
    let sheet = null;

    function close() {
      sheet?.close();
      sheet?.remove();
      sheet = null;
    }

    function openSheet() {
      sheet = openWindow("Google Pay", () => {
        close();
        emit("cancel");
      });
      const total = `${current.total.label}: ${formatAmount(current.total.amount, current.currency)}`;
      const status = paragraph("");
      status.setAttribute("role", "status");
      const pay = button("Pay", true);
      const cancel = button("Cancel", false);
      cancel.addEventListener("click", () => {
        close();
        emit("cancel");
      });
      pay.addEventListener("click", async () => {
        pay.disabled = true;
        cancel.disabled = true;
        status.textContent = "Processing…";
        const made = await callApi(publishableKey, "POST", "/v1/payment_methods", {
          type: "card",
          "card[number]": walletCard.number,
          "card[exp_month]": walletCard.exp_month,
          "card[exp_year]": walletCard.exp_year,
          "card[cvc]": walletCard.cvc,
        });
        if (made.error) {
          status.textContent = "Payment failed";
          cancel.disabled = false;
          return;
        }
        emit("paymentmethod", {
          paymentMethod: made.body,
          methodName: "https://google.com/pay",
          walletName: "googlePay",
          payerName: null,
          payerEmail: null,
          payerPhone: null,
          shippingAddress: null,
          shippingOption: null,
          complete(outcome) {
            status.textContent = outcome === "success" ? "Payment successful" : "Payment failed";
            setTimeout(close, 1500);
          },
        });
      });
      sheet.append(paragraph(total), paragraph("Visa •••• 4242"), status, actions(cancel, pay));
      pay.focus();
    }

    Object.assign(paymentRequest, {
      async canMakePayment() {
        return { applePay: false, googlePay: true, link: false };
      },
      show() {
        if (sheet) throw new Error("paymentRequest.show() was called while the sheet is showing.");
        if (!navigator.userActivation.isActive) {
          throw new Error(
            "paymentRequest.show() must be called from a user gesture handler (such as a click handler).",
          );
        }
        openSheet();
      },
      update(changes) {
        if (sheet)
          throw new Error("paymentRequest.update() cannot be called while the sheet is showing.");
        current = { ...current, ...changes };
      },
    });
    return paymentRequest;
  }

  // ---------- Stripe ----------

  function intentResult(intent) {
    return intent.status === "requires_payment_method" && intent.last_payment_error
      ? { error: { ...intent.last_payment_error, payment_intent: intent } }
      : { paymentIntent: intent };
  }

  function notInThisStandIn(name) {
    return () =>
      Promise.reject(new Error(`stripe.${name} is not part of this stand-in for Stripe.js.`));
  }

  function Stripe(publishableKey) {
    if (!/^pk_test_/.test(publishableKey)) {
      throw new Error("This stand-in for Stripe.js takes a test publishable key (pk_test_...).");
    }
    return {
      elements: () => createElements(),
      async createPaymentMethod({ type, card }) {
        const element = cardOf.get(card);
        if (type !== "card" || !element) {
          throw new Error("createPaymentMethod needs { type: 'card', card: a card Element }.");
        }
        const problem = element.firstProblem();
        if (problem) return { error: { type: "validation_error", message: problem } };
        const expiry = digits(element.values.expiry);
        const made = await callApi(publishableKey, "POST", "/v1/payment_methods", {
          type: "card",
          "card[number]": digits(element.values.number),
          "card[exp_month]": expiry.slice(0, 2),
          "card[exp_year]": `20${expiry.slice(2, 4)}`,
          "card[cvc]": element.values.cvc,
          "billing_details[address][postal_code]": element.values.postalCode.trim(),
        });
        return made.error ? { error: made.error } : { paymentMethod: made.body };
      },
      async handleNextAction({ clientSecret }) {
        const intentId = clientSecret.split("_secret_")[0];
        const found = await callApi(publishableKey, "GET", `/v1/payment_intents/${intentId}`, {
          client_secret: clientSecret,
        });
        if (found.error) return { error: found.error };
        if (found.body.status !== "requires_action") return intentResult(found.body);
        const approved = await askTheBank(found.body);
        const answered = await callApi(
          publishableKey,
          "POST",
          `/_fake/payment_intents/${intentId}/authenticate`,
          {
            client_secret: clientSecret,
            approve: String(approved),
          },
        );
        return answered.error ? { error: answered.error } : intentResult(answered.body);
      },
      paymentRequest: (options) => createPaymentRequest(publishableKey, options),
      createToken: notInThisStandIn("createToken"),
      confirmCardPayment: notInThisStandIn("confirmCardPayment"),
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }

  // The release @stripe/stripe-js 10 expects; another would make it warn in the console.
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
