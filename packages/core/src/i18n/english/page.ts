/** The page's frame: its footer, loading and failure states, what every screen shares. */
export const pageMessages = {
  "footer.poweredBy": "Powered by {product}",
  "footer.accessibility": "Accessibility",
  "footer.terms": "Terms",
} as const;
