import { randomUUID } from 'node:crypto';
import type { Bus, Logger, Subscription } from '@takt/kit';
import { HubMethod, UpdatePushMessagesNotice, type UserCaller } from '@takt/proto';
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
  groups: Set<string>;
  handshaken: boolean;
}

/**
 * WebSocket hub: clients join their company's group (and appointment chat groups); notices
 * arriving on the bus as `notify.<companyId>.<Method>` go to the members of that company group.
 */
export class Hub {
  private readonly connections = new Set<Connection>();
  private sub?: Subscription;

  constructor(
    private readonly bus: Bus,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.sub = await this.bus.listen('notify.>', (subject, data) => this.relay(subject, data));
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
  attach(socket: WebSocket, caller: UserCaller, early: readonly string[] = []): void {
    const conn: Connection = { socket, caller, groups: new Set(), handshaken: false };
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
    const group = `${isCompany ? 'company' : `chat:${conn.caller.companyId}`}:${arg}`;
    if (m.target.startsWith('Join')) conn.groups.add(group);
    else conn.groups.delete(group);
    reply();
  }

  private relay(subject: string, data: Uint8Array): void {
    const [, companyId, method] = subject.split('.');
    if (!companyId || method !== HubMethod.UpdatePushMessages) return;
    const parsed = UpdatePushMessagesNotice.safeParse(parseJson(data));
    if (!parsed.success) return void this.log.warn({ subject }, 'bad hub notice skipped');
    const message = invocation(method, [parsed.data.accountIds]);
    for (const c of this.connections) if (c.groups.has(`company:${companyId.toLowerCase()}`)) c.socket.send(message);
  }

  get size(): number {
    return this.connections.size;
  }

  async stop(): Promise<void> {
    await this.sub?.stop();
    for (const c of this.connections) c.socket.close();
  }
}
