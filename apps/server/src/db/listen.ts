import pg from "pg";
import { clientReaching } from "./hosts";

/** What a listener hears on a channel. */
export interface ChannelHandlers {
  /** A notification arrived on the channel. */
  onNotify(payload: string): void;
  /**
   * Notifications may have been missed (the connection dropped, or it came back): whatever was
   * derived from them must be dropped.
   */
  onReset(): void;
}

/** Stops listening; resolves once the listening connection is closed. */
export type StopListening = () => Promise<void>;

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would be handed to other
 * queries), reconnecting with a growing delay when it drops. `onReset` is called when the
 * connection drops and again once it listens anew, since notifications sent in between are lost.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_FIRST_MS;
  // On several hosts, the one that takes writes: NOTIFY is only sent on a primary.
  const reach = clientReaching(connectionString, pg.Client);

  const connect = async (): Promise<void> => {
    const next = new reach.Client({ connectionString: reach.connectionString });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    const dropped = () => {
      if (client !== next) return;
      client = null;
      handlers.onReset();
      scheduleRetry();
    };
    next.on("error", dropped);
    next.on("end", dropped);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (client === next) client = null;
      await next.end().catch(() => {});
      throw error;
    }
    retryMs = RETRY_FIRST_MS;
  };

  const scheduleRetry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (stopped) return;
      connect().then(
        () => handlers.onReset(),
        () => {
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          scheduleRetry();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}
