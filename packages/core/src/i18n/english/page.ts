/** The page's frame: its footer, loading and failure states, what every screen shares. */
export const pageMessages = {
  "footer.poweredBy": "Powered by {product}",
  "footer.accessibility": "Accessibility",
  "footer.terms": "Terms",
  "footer.language": "Language",
  "errorPage.title": "Something went wrong",
  "errorPage.reload": "Reload page",
  "errorPage.text": "The checkout could not be shown. Reloading the page usually fixes this.",
  "modal.close": "Close",
  "tabs.withMark": "{label}, {mark}",
  "field.optional": "(optional)",
  "errors.unreadableReply": "The server sent an answer we could not read.",
  "errors.timeout": "The server took too long to answer. Please try again.",
  "errors.network": "We couldn't reach the server. Check your connection.",
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
  "page.notFound.documentTitle": "Page not found",
} as const;
