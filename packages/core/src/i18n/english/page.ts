/** The page's frame: its footer, loading and failure states, what every screen shares. */
export const pageMessages = {
  "footer.poweredBy": "Powered by {product}",
  "footer.accessibility": "Accessibility",
  "footer.terms": "Terms",
  "validation.required": "This field is required",
  "validation.email": "Invalid email address",
  "validation.passwordTooShort": {
    one: "Use at least {count} character.",
    other: "Use at least {count} characters.",
  },
  "validation.passwordTooLong": {
    one: "Use at most {count} character.",
    other: "Use at most {count} characters.",
  },
} as const;
