import pg from 'pg';

export interface ChangeListener {
  /** Whether the listening connection is up: while it is not, notices may be missed. */
  listening(): boolean;
  stop(): Promise<void>;
}

export interface ChangeListenerOptions {
  /** The connection's settings (those of the API's pool). */
  connection: pg.ClientConfig;
  channel: string;
  /**
   * Called for every notice on the channel with its payload, and with null whenever the connection is lost
   * or (re)made (anything may have changed meanwhile).
   */
  onChange: (payload: string | null) => void;
  /** How long to wait before connecting again after a loss (default 1 s). */
  retryMs?: number;
}

/**
 * Listens on one PostgreSQL channel over a connection of its own (outside the pool, which would hand it
 * to a query), connecting again after a loss. Losing or regaining the connection counts as a change: a
 * notice sent meanwhile is gone, so whatever the listener guards must be forgotten then too.
 */
/** The name a listening connection gives PostgreSQL (pg_stat_activity.application_name). */
export const LISTENER_NAME = 'legal-aid-portal: change notices';

export function listenForChanges({ connection, channel, onChange, retryMs = 1000 }: ChangeListenerOptions) {
  let client: pg.Client | null = null;
  let up = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (up) onChange(null);
    up = false;
    client = null;
    if (!stopped) retry = setTimeout(connect, retryMs);
  };

  async function connect() {
    const next = new pg.Client({ ...connection, application_name: LISTENER_NAME });
    next.on('error', () => undefined); // 'end' follows and reconnects
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onChange(message.payload ?? null);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(connect, retryMs);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    up = true;
    onChange(null);
  }

  void connect();

  const listener: ChangeListener = {
    listening: () => up,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      up = false;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
  return listener;
}
