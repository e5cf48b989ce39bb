import type { z } from 'zod';

/**
 * One endpoint of the contract. The web client calls it with `api(endpoint, body)`;
 * the server binds it with `route(endpoint, handler)`. Both sides are typed from
 * the same schemas, so they cannot drift.
 */
export type ResponseKind = 'json' | 'blob' | 'html';

export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Kind extends ResponseKind = ResponseKind,
> {
  /** The spec's own path, e.g. `/kej/waround/api/uuid/uuid`. */
  path: string;
  /** POST unless the spec says GET; a GET call sends the body as query parameters. */
  method: 'POST' | 'GET';
  /** A silent call shows no business dialog: its caller decides. */
  silent: boolean;
  /** Chinese one-line summary, shown in the API docs. */
  summary: string;
  /** The body of the request envelope. */
  request: Req;
  /** The data next to `common` in the response body; undeclared columns never leave the server. */
  response: Res;
  /** `json` (default): an envelope; `blob`: raw bytes (PDF, image); `html`: static text. */
  responseType: Kind;
  /** Calls made before a session exists (the uuid call itself) skip the session check. */
  sessionFree: boolean;
  requestCode?: string;
  requestType?: string;
  /** Body keys the client also puts in the query string, where the spec's path has them (`?function=`). */
  queryFromBody?: string[];
}

type EndpointInput<Req extends z.ZodType, Res extends z.ZodType, Kind extends ResponseKind> = Pick<
  Endpoint<Req, Res, Kind>,
  'path' | 'summary' | 'request' | 'response'
> &
  Partial<Omit<Endpoint<Req, Res, Kind>, 'path' | 'summary' | 'request' | 'response'>>;

export function endpoint<Req extends z.ZodType, Res extends z.ZodType, Kind extends ResponseKind = 'json'>(
  def: EndpointInput<Req, Res, Kind>,
): Endpoint<Req, Res, Kind> {
  return { method: 'POST', silent: false, responseType: 'json' as Kind, sessionFree: false, ...def };
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType, ResponseKind> ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, z.ZodType, ResponseKind> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res, ResponseKind> ? z.output<Res> : never;
export type ResponseInputOf<E> = E extends Endpoint<z.ZodType, infer Res, ResponseKind> ? z.input<Res> : never;
