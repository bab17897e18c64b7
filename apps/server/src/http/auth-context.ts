import type { SocialProviders } from "../adapters/social-login/social-provider";
import type { Db } from "../db/connect";
import type { BotCheck } from "../domain/bot-check/bot-check";
import type { CatalogCache } from "../domain/catalog/catalog-cache";
import type { Clock } from "../security/clock";

/** What the sign-in routes need: the database, the time, the server's key and the bot check. */
export interface AuthContext {
  db: Db;
  /** Catalog reads kept in memory, such as the publisher a sign-in is for (docs/decisions/048). */
  catalogCache: CatalogCache;
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
