// The server's clock, from the Date header of each reply.
let offsetMs = 0;

export function recordServerDate(header: string | null): void {
  if (!header) return;
  const server = Date.parse(header);
  if (!Number.isNaN(server)) offsetMs = server - Date.now();
}

export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}
