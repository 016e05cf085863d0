/**
 * The line a server prints when it is ready: addresses that answer, and how to open them to the
 * network when they do not. `npm start`, `npm run preview` and `npm run serve` share it; umi's own
 * banner printed the machine's network address even while the dev server listened on 127.0.0.1.
 */
import os from 'os';

/** Unset or a loopback name: this machine only. */
export const isLoopback = (host: string): boolean =>
  !host || ['localhost', '127.0.0.1', '::1'].includes(host);

/** Every interface: 0.0.0.0 or ::. */
export const isEveryInterface = (host: string): boolean => host === '0.0.0.0' || host === '::';

/** This machine's IPv4 addresses on its networks (what a phone on the same Wi-Fi opens). */
export function networkAddresses(
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string[] {
  return Object.values(interfaces)
    .flat()
    .filter((info): info is os.NetworkInterfaceInfo => !!info && !info.internal)
    .filter((info) => info.family === 'IPv4')
    .map((info) => info.address);
}

export interface StartMessage {
  /** What started: 预览, 模拟接口, 开发服务. */
  what: string;
  /** HOST as given ('' when unset). */
  host: string;
  port: number;
  /** The command to run again with HOST=0.0.0.0 to open it to the network. */
  command: string;
  /** This machine's network addresses (default: read from the machine). */
  addresses?: string[];
}

const url = (host: string, port: number) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;

export function startMessage({
  what,
  host,
  port,
  command,
  addresses = networkAddresses(),
}: StartMessage): string {
  const stop = '按 Ctrl+C 停止。';
  if (isLoopback(host)) {
    return (
      `${what}已启动：${url('localhost', port)}（只有本机可以访问；` +
      `要让手机等同一网络的设备打开，请运行 HOST=0.0.0.0 ${command}，再用本机的 IP 地址访问）。${stop}`
    );
  }
  if (isEveryInterface(host)) {
    const lan = addresses.map((a) => url(a, port)).join('、');
    return (
      `${what}已启动：${url('localhost', port)}` +
      `${lan ? `，网络上的其他设备：${lan}` : ''}（已开放给网络；` +
      `用名字而非 IP 地址访问时，把名字加到 ALLOWED_HOSTS）。${stop}`
    );
  }
  return `${what}已启动：${url(host, port)}（只在这个地址上监听）。${stop}`;
}
