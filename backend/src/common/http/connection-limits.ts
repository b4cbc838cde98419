import { BlockList, Server, Socket, isIP } from 'node:net';
import { AppConfig } from '../../config/app-config';

/**
 * At most `maxConnectionsPerAddress` open connections from one peer address; more are closed at once, before
 * any byte is read, so one client cannot hold every socket (slow bodies, idle keep-alives).
 * Trusted proxies are exempt: every client behind them shares their address, and the proxy limits its own clients.
 * With a hop count every peer counts as a proxy, so the cap is the proxy's job (docs/deploy.md).
 */
export function limitConnectionsPerAddress(server: Server, config: AppConfig): void {
  if (typeof config.trustProxy === 'number') return;
  const proxies = trustedProxies(config.trustProxy || []);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > config.http.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

function trustedProxies(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}
