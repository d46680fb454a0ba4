/** Processes of the tests that kill commands: started, watched through /proc (Linux), waited for. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export function readOr(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Running (a zombie, dead but not yet reaped by its parent, is not). */
export function alive(pid: number): boolean {
  return fs.existsSync(`/proc/${pid}`) && !/^\d+ \(.*\) Z/.test(readOr(`/proc/${pid}/stat`));
}

/** Living processes whose command line satisfies `test`, with their parent pid and command line. */
export function processesWhere(test: (args: string, ppid: number) => boolean): { pid: number; ppid: number; args: string }[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      // The parent pid is the 2nd field after the command name, which may hold spaces.
      const stat = readOr(`/proc/${name}/stat`);
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readOr(`/proc/${name}/cmdline`).split('\0').join(' ');
      return test(args, ppid) && alive(Number(name)) ? [{ pid: Number(name), ppid, args }] : [];
    });
}

/** Processes whose parent is `ppid`, with their command line. */
export const childrenOf = (ppid: number) => processesWhere((_args, parent) => parent === ppid);

export async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what} : toujours pas après ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Running {
  child: ChildProcess;
  output: () => string;
}

/** Starts a command with stdout and stderr gathered into one text; `started` collects it for the clean-up. */
export function startProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }, started: ChildProcess[]): Running {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child, output: () => output };
}
