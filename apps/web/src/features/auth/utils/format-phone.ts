/**
 * A US or Canadian number in E.164 ("+14155550134") as people read it: "(415) 555-0134".
 * Sign-in takes only +1 numbers (product.md §5), so this needs no phone library; anything else is
 * returned as it is.
 */
export function formatPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
