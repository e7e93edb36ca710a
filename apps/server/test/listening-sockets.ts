import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** A socket a process listens on: a TCP port (v4 or v6) or a Unix socket's path (abstract ones start with `@`). */
export type ListeningSocket = { kind: 'tcp'; host: string; port: number } | { kind: 'unix'; path: string };

/** `pid` and every process below it (from /proc; Linux). */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name in parentheses may hold spaces; the parent id is the second field after it.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Ended meanwhile.
    }
  }
  const tree: number[] = [];
  const walk = (p: number) => {
    tree.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return tree;
}

/** The socket inodes a process holds open. */
function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[] = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      // Closed meanwhile.
    }
  }
  return inodes;
}

function tcpHost(hex: string): string {
  if (hex.length === 8) return Buffer.from(hex, 'hex').reverse().join('.');
  // IPv6: four little-endian 32-bit words.
  const words = hex.match(/.{8}/g)!.map((w) => Buffer.from(w, 'hex').reverse().toString('hex'));
  return words.join('').match(/.{4}/g)!.join(':');
}

/**
 * Every socket the processes listen on, from /proc/net/{tcp,tcp6,unix} matched to their open file
 * descriptors (what `ss -ltnpx` shows, without needing ss).
 */
export function listeningSockets(pids: number[]): ListeningSocket[] {
  const inodes = new Set(pids.flatMap((pid) => [...socketInodes(pid)]));
  const found: ListeningSocket[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address, state (0A = LISTEN), inode.
      if (f.length < 10 || f[3] !== '0A' || !inodes.has(f[9]!)) continue;
      const [host, port] = f[1]!.split(':') as [string, string];
      found.push({ kind: 'tcp', host: tcpHost(host), port: parseInt(port, 16) });
    }
  }
  for (const line of readFileSync('/proc/net/unix', 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    // Num RefCount Protocol Flags Type St Inode Path; Flags 00010000 = accepting connections.
    if (f.length < 7 || !inodes.has(f[6]!) || (parseInt(f[3]!, 16) & 0x10000) === 0) continue;
    found.push({ kind: 'unix', path: f[7] ?? '(unnamed)' });
  }
  return found;
}
