/**
 * What travels in the streams and reply lists. Stream entries are flat field/value lists, so the
 * payload is JSON in one field and the routing data sits in fields beside it.
 */
export interface RequestEnvelope {
  id: string;
  pattern: string;
  data: unknown;
  replyTo: string;
  /** Epoch ms after which the caller has given up; a replica that sees it later drops the request. */
  deadline: number;
  /**
   * Epoch ms after which a replica must not start the request: it answers 503 busy at once instead,
   * so that when every replica is saturated a caller waits a bounded time rather than in a queue of
   * seconds. Absent: the request may start any time before its deadline.
   */
  startBy?: number;
  requestId?: string;
}

export interface EventEnvelope {
  pattern: string;
  data: unknown;
  requestId?: string;
}

export interface WireError {
  statusCode: number;
  error: string;
}

export interface ReplyEnvelope {
  id: string;
  response?: unknown;
  err?: WireError;
}

export function encodeRequest(request: RequestEnvelope): string[] {
  return [
    'id',
    request.id,
    'pattern',
    request.pattern,
    'data',
    JSON.stringify(request.data ?? null),
    'replyTo',
    request.replyTo,
    'deadline',
    String(request.deadline),
    'startBy',
    request.startBy === undefined ? '' : String(request.startBy),
    'requestId',
    request.requestId ?? '',
  ];
}

export function encodeEvent(event: EventEnvelope): string[] {
  return [
    'pattern',
    event.pattern,
    'data',
    JSON.stringify(event.data ?? null),
    'requestId',
    event.requestId ?? '',
  ];
}

export function fieldsToRecord(fields: string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) record[fields[i]] = fields[i + 1];
  return record;
}

export function decodeRequest(fields: string[]): RequestEnvelope {
  const f = fieldsToRecord(fields);
  return {
    id: f.id,
    pattern: f.pattern,
    data: JSON.parse(f.data ?? 'null'),
    replyTo: f.replyTo,
    deadline: Number(f.deadline),
    startBy: f.startBy ? Number(f.startBy) : undefined,
    requestId: f.requestId || undefined,
  };
}

export function decodeEvent(fields: string[]): EventEnvelope {
  const f = fieldsToRecord(fields);
  return {
    pattern: f.pattern,
    data: JSON.parse(f.data ?? 'null'),
    requestId: f.requestId || undefined,
  };
}

/** Turns whatever a handler threw into the `{statusCode, error}` the gateway understands. */
export function toWireError(err: unknown): WireError {
  if (isWireError(err)) return { statusCode: err.statusCode, error: err.error };
  // An RpcException that reached the transport without passing through Nest's filters.
  const inner = (err as { getError?: () => unknown } | null)?.getError?.();
  if (isWireError(inner)) return { statusCode: inner.statusCode, error: inner.error };
  return { statusCode: 500, error: 'Internal server error' };
}

export function isWireError(value: unknown): value is WireError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WireError).statusCode === 'number' &&
    typeof (value as WireError).error === 'string'
  );
}

/** Shape of a stream read reply: [[stream, [[id, [field, value, ...]], ...]], ...]. */
export type StreamEntry = [id: string, fields: string[] | null];
export type StreamReadReply = [stream: string, entries: StreamEntry[]][] | null;

export function encodeReply(reply: ReplyEnvelope): string {
  return JSON.stringify(reply);
}

export function decodeReply(raw: string): ReplyEnvelope {
  return JSON.parse(raw) as ReplyEnvelope;
}
