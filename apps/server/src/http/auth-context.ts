import type { Db } from "../db/connect";
import type { SocialProviders } from "../domain/auth/social/social-provider";
import type { BotCheck } from "../domain/bot-check/bot-check";
import type { Clock } from "../security/clock";

/** What the sign-in routes need: the database, the time, the server's key and the bot check. */
export interface AuthContext {
  db: Db;
  clock: Clock;
  secret: Buffer;
  botCheck: BotCheck;
  /** Secure cookies unless the page is served over plain http (a laptop). */
  secureCookies: boolean;
  smsAvailable: boolean;
  codeSendsPerIp: number;
  /** The social-login providers the operator configured (docs/decisions/035). */
  socialProviders: SocialProviders;
}
