/** What every call that signs a buyer in answers: a short-lived access token, kept in memory. */
export interface SessionToken {
  token: string;
  /** Seconds until the token expires. */
  expires_in: number;
}
