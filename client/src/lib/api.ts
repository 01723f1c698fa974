import { QueryClient } from '@tanstack/react-query';
import { FRESH_FOR_MS } from './freshness';

/**
 * A non-2xx answer. Its message stays the spec's "<status>: <body text>" (or
 * "<status>: <status text>" when the body is empty, spec §7), and it carries the status
 * and body so callers read them without parsing the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The body as JSON, or null when it is not JSON. */
  get json(): unknown {
    try {
      return JSON.parse(this.body);
    } catch {
      return null;
    }
  }
}

/**
 * The one way the client talks to the API. Cookies always travel; a JSON body (and its
 * content type) is sent only when there is a body. A non-2xx answer throws `ApiError`;
 * a network failure throws fetch's own TypeError.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return res;
}

/** GETs a JSON answer, typed by the caller from the route's contract. */
export async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

/** Sends a write and reads its JSON answer. */
export async function sendJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

/**
 * Saves a form to a collection (`/api/jobs`): a new item is POSTed to the collection, an
 * existing one PUT at its own address. Answers with the saved item.
 */
export function saveItem<T>(collection: string, id: number | null, body: unknown): Promise<T> {
  return id
    ? sendJson<T>('PUT', `${collection}/${id}`, body)
    : sendJson<T>('POST', collection, body);
}

/**
 * A DELETE, with the reason staff give for deleting someone else's post (decisions 018,
 * 022) in its JSON body; an owner's own delete sends no body.
 */
export async function deleteWithReason(url: string, reason?: string): Promise<void> {
  await apiRequest('DELETE', url, reason === undefined ? undefined : { reason });
}

/**
 * As `getJson`, but any failure, a network error included, becomes `Error(failure)`: a
 * screen shows the spec's own text ('Failed to fetch applications'), not a status line.
 * The original error stays as the cause.
 */
export async function getJsonOr<T>(url: string, failure: string): Promise<T> {
  try {
    return await getJson<T>(url);
  } catch (cause) {
    throw new Error(failure, { cause });
  }
}

/**
 * The one query client: data refetched on mount and window focus once older than
 * `FRESH_FOR_MS` (decision 006; the spec's "fresh forever" left members looking at stale
 * lists), intervals only where a factory asks for one (`freshness.ts`), no retries. Every
 * query names its own function through its feature's query-options factory.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: false,
      refetchOnWindowFocus: true,
      staleTime: FRESH_FOR_MS,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
