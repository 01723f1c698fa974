import { STATUS_CODES } from 'node:http';

/**
 * A whole HTTP/1.1 answer in the JSON error shape, for a socket no request of Fastify's
 * owns (a connection refused before it is parsed, a body cut off mid-way). It says
 * `Connection: close`: the socket is closed right after.
 */
export function rawJsonAnswer(
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify({ message });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
