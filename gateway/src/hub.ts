import { randomUUID } from 'node:crypto';
import type { Bus, Logger, SessionStamps, Subscription } from '@takt/kit';
import { HUB_NOTICES, hubGroup, type HubMethod, type UserCaller } from '@takt/proto';
import type { WebSocket } from 'ws';
import { completion, frame, invocation, MessageType, parseFrames, type Invocation } from './hub-protocol.ts';

export const HUB_PATH = '/hub/bapi/BackendHub';
const HUB_METHODS = [
  'JoinUserGroupCompany',
  'LeaveUserGroupCompany',
  'JoinUserGroupAppointmentChat',
  'LeaveUserGroupAppointmentChat',
] as const;

/** Bus data is outside input: undefined (and so a failed schema check) rather than a throw. */
function parseJson(data: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(data).toString('utf8'));
  } catch {
    return undefined;
  }
}

interface Connection {
  socket: WebSocket;
  caller: UserCaller;
  /** The revocation stamps the connecting token was issued under. */
  issued: SessionStamps;
  groups: Set<string>;
  handshaken: boolean;
}

/** What the hub asks about a session; the gateway's `SessionCheck` answers from the shared stamps. */
export interface SessionProbe {
  isCurrent(caller: UserCaller, issued: SessionStamps): Promise<boolean>;
}

/** How often open sockets are checked against the revocation stamps (plus the stamps' own cache time). */
export const HUB_SESSION_SWEEP_MS = 1000;

/** Close code for a socket whose session ended: the client reconnects and meets the token check. */
export const SESSION_ENDED_CLOSE = 4401;

/**
 * WebSocket hub: clients join their company's group (and appointment chat groups); notices
 * arriving on the bus as `notify.<companyId>.<Method>` go to the members of that company group.
 */
export class Hub {
  private readonly connections = new Set<Connection>();
  private sub?: Subscription;
  private sweeper?: NodeJS.Timeout;
  private sweeping = false;

  constructor(
    private readonly bus: Bus,
    private readonly log: Logger,
    private readonly sessions?: SessionProbe,
    private readonly sweepMs = HUB_SESSION_SWEEP_MS,
  ) {}

  async start(): Promise<void> {
    this.sub = await this.bus.listen('notify.>', (subject, data) => this.relay(subject, data));
    // The token is checked once at connect; a session ended later (logout, password change,
    // deactivation, company deletion) must not keep a socket that receives the company's notices.
    if (this.sessions) this.sweeper = setInterval(() => void this.sweep(), this.sweepMs).unref();
  }

  negotiate(): object {
    const id = randomUUID();
    return {
      negotiateVersion: 1,
      connectionId: id,
      connectionToken: id,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    };
  }

  /** `early`: frames that arrived before the caller was known, handled first and in order. */
  attach(socket: WebSocket, caller: UserCaller, issued: SessionStamps, early: readonly string[] = []): void {
    const conn: Connection = { socket, caller, issued, groups: new Set(), handshaken: false };
    this.connections.add(conn);
    socket.on('message', (raw) => this.receive(conn, raw.toString()));
    socket.on('close', () => this.connections.delete(conn));
    socket.on('error', () => this.connections.delete(conn));
    for (const data of early) this.receive(conn, data);
  }

  private receive(conn: Connection, data: string): void {
    for (const msg of parseFrames(data)) {
      if (!conn.handshaken) {
        const ok = (msg as { protocol?: string } | undefined)?.protocol === 'json';
        conn.socket.send(frame(ok ? {} : { error: 'Only the json protocol is supported' }));
        if (!ok) return conn.socket.close();
        conn.handshaken = true;
        continue;
      }
      const m = msg as { type?: number } | undefined;
      if (m?.type === MessageType.Ping) conn.socket.send(frame({ type: MessageType.Ping }));
      if (m?.type === MessageType.Close) conn.socket.close();
      if (m?.type === MessageType.Invocation) this.invoke(conn, m as Invocation);
    }
  }

  private invoke(conn: Connection, m: Invocation): void {
    const reply = (error?: string) => m.invocationId !== undefined && conn.socket.send(completion(m.invocationId, error));
    const arg = typeof m.arguments?.[0] === 'string' ? (m.arguments[0] as string).toLowerCase() : undefined;
    if (!(HUB_METHODS as readonly string[]).includes(m.target) || !arg) return void reply(`Unknown hub method ${m.target}`);
    const isCompany = m.target.endsWith('GroupCompany');
    // A user may only listen to their own company.
    if (isCompany && arg !== conn.caller.companyId.toLowerCase()) return void reply('Not allowed');
    // A chat group is always inside the caller's company: another company's appointment id joins nothing of theirs.
    const group = isCompany ? hubGroup.company(arg) : hubGroup.appointmentChat(conn.caller.companyId, arg);
    if (m.target.startsWith('Join')) conn.groups.add(group);
    else conn.groups.delete(group);
    reply();
  }

  private relay(subject: string, data: Uint8Array): void {
    const [, companyId, method] = subject.split('.');
    if (!companyId || !method || !Object.hasOwn(HUB_NOTICES, method)) return;
    const def = HUB_NOTICES[method as HubMethod];
    const parsed = def.schema.safeParse(parseJson(data));
    if (!parsed.success) return void this.log.warn({ subject }, 'bad hub notice skipped');
    const group = def.group(companyId, parsed.data);
    const message = invocation(method, def.args(parsed.data));
    for (const c of this.connections) if (c.groups.has(group)) c.socket.send(message);
  }

  /** Closes the sockets whose session was revoked since they connected; one pass at a time. */
  private async sweep(): Promise<void> {
    if (this.sweeping || !this.sessions) return;
    this.sweeping = true;
    try {
      for (const conn of [...this.connections]) {
        if (await this.sessions.isCurrent(conn.caller, conn.issued)) continue;
        // Gone from the set at once: no notice reaches it while the close handshake runs.
        this.connections.delete(conn);
        conn.socket.close(SESSION_ENDED_CLOSE, 'session ended');
      }
    } catch (err) {
      this.log.warn({ err }, 'hub session sweep failed');
    } finally {
      this.sweeping = false;
    }
  }

  get size(): number {
    return this.connections.size;
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.sub?.stop();
    for (const c of this.connections) c.socket.close();
  }
}
