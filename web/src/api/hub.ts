// The real-time hub (spec section 7): the SignalR JSON protocol subset the gateway speaks, over the
// browser's WebSocket. Hand-written because the app needs four frame types, not a client library.

const HUB_PATH = '/hub/bapi/BackendHub';
const RS = '\u001e';
const INVOCATION = 1;
const PING = 6;
const CLOSE = 7;
/** Waits before the 1st, 2nd, … reconnect; the last one repeats. */
export const RECONNECT_DELAYS_MS = [0, 2_000, 5_000, 10_000, 30_000];

export type NoticeHandler = (target: string, args: unknown[]) => void;

interface HubOptions {
  /** The token the socket authenticates with (read again on every connect). */
  token: () => string | null;
  companyId: string;
  onNotice: NoticeHandler;
  /** After a rejoin: notices may have been missed while the socket was down. */
  onRejoined?: () => void;
  socket?: (url: string) => WebSocket;
}

const frame = (m: object) => JSON.stringify(m) + RS;

function parseFrames(data: string): { type?: number; target?: string; arguments?: unknown[]; protocol?: string }[] {
  return data
    .split(RS)
    .filter((f) => f.trim() !== '')
    .flatMap((f) => {
      try {
        return [JSON.parse(f) as { type?: number }];
      } catch {
        return [];
      }
    });
}

/**
 * One connection to the hub that joins the company group, reconnects with backoff when the socket
 * closes and reconnects at once with a new token; `stop` ends it for good.
 */
export class HubConnection {
  private socket?: WebSocket;
  private attempt = 0;
  private timer?: ReturnType<typeof setTimeout>;
  private stopped = false;
  private nextId = 0;
  private joined = false;
  private handshaken = false;
  /** Groups besides the company's (an open appointment chat), joined again after every reconnect. */
  private readonly groups = new Map<string, number>();

  constructor(private readonly opts: HubOptions) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  /** A new token (refresh): the socket was authenticated with the old one, so open a fresh one. */
  restart(): void {
    if (this.stopped) return;
    this.attempt = 0;
    this.close();
    this.open();
  }

  /** Joins an appointment's chat group while some screen shows it (counted: two views, one join). */
  joinChat(appointmentId: string): () => void {
    const n = this.groups.get(appointmentId) ?? 0;
    this.groups.set(appointmentId, n + 1);
    if (n === 0) this.invoke('JoinUserGroupAppointmentChat', appointmentId);
    return () => {
      const left = (this.groups.get(appointmentId) ?? 1) - 1;
      if (left > 0) return void this.groups.set(appointmentId, left);
      this.groups.delete(appointmentId);
      this.invoke('LeaveUserGroupAppointmentChat', appointmentId);
    };
  }

  private invoke(target: string, arg: string): void {
    if (this.socket?.readyState !== WebSocket.OPEN || !this.handshaken) return;
    this.socket.send(frame({ type: INVOCATION, invocationId: String(this.nextId++), target, arguments: [arg] }));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.close();
  }

  private close(): void {
    const s = this.socket;
    this.socket = undefined;
    if (!s) return;
    s.onclose = null;
    if (s.readyState === WebSocket.OPEN) s.send(frame({ type: CLOSE }));
    s.close();
  }

  private open(): void {
    const token = this.opts.token();
    if (!token || this.stopped) return;
    const base = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
    const url = `${base}${HUB_PATH}?access_token=${encodeURIComponent(token)}`;
    const socket = this.opts.socket?.(url) ?? new WebSocket(url);
    this.socket = socket;
    this.handshaken = false;
    socket.onopen = () => socket.send(frame({ protocol: 'json', version: 1 }));
    socket.onmessage = (e: MessageEvent) => {
      for (const m of parseFrames(String(e.data))) {
        if (!this.handshaken) {
          this.handshaken = true;
          this.attempt = 0;
          this.invoke('JoinUserGroupCompany', this.opts.companyId);
          for (const appointmentId of this.groups.keys()) this.invoke('JoinUserGroupAppointmentChat', appointmentId);
          if (this.joined) this.opts.onRejoined?.();
          this.joined = true;
        } else if (m.type === PING) socket.send(frame({ type: PING }));
        else if (m.type === INVOCATION && m.target) this.opts.onNotice(m.target, m.arguments ?? []);
        else if (m.type === CLOSE) socket.close();
      }
    };
    socket.onclose = () => this.scheduleReconnect(socket);
  }

  private scheduleReconnect(socket: WebSocket): void {
    if (this.stopped || this.socket !== socket) return;
    this.socket = undefined;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt++, RECONNECT_DELAYS_MS.length - 1)]!;
    this.timer = setTimeout(() => this.open(), delay);
  }
}
