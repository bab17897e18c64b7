/** What a code's HMAC covers: the code only counts for its publisher and destination. */
export function codeDigest(input: {
  publisherId: string;
  destination: string;
  code: string;
}): string {
  return `${input.publisherId}\n${input.destination}\n${input.code}`;
}
