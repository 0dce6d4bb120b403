// The SignalR JSON hub protocol subset the web client speaks: handshake, invocations,
// completions and pings, each message terminated by the record separator.
export const RS = '\u001e';

export const MessageType = { Invocation: 1, Completion: 3, Ping: 6, Close: 7 } as const;

export interface Invocation {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export function frame(message: object): string {
  return JSON.stringify(message) + RS;
}

export function parseFrames(data: string): unknown[] {
  return data
    .split(RS)
    .filter((f) => f.trim() !== '')
    .map((f) => {
      try {
        return JSON.parse(f) as unknown;
      } catch {
        return undefined;
      }
    });
}

export function invocation(target: string, args: unknown[]): string {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}

export function completion(invocationId: string, error?: string): string {
  return frame(
    error ? { type: MessageType.Completion, invocationId, error } : { type: MessageType.Completion, invocationId, result: null },
  );
}
