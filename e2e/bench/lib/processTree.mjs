// Runs a command and reports its wall time and the peak resident memory of its whole process
// tree (webpack's minifier runs in worker threads and, with some settings, child processes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

function childrenOf(pid) {
  const out = [];
  let tasks = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tasks) {
    try {
      const text = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (text) out.push(...text.split(/\s+/).map(Number));
    } catch {
      // the task ended meanwhile
    }
  }
  return out;
}

function rssKb(pid) {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function treeRssKb(root) {
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    total += rssKb(pid);
    stack.push(...childrenOf(pid));
  }
  return total;
}

/** @returns {Promise<{ seconds: number, peakMiB: number, code: number, output: string }>} */
export function measureCommand(command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRssKb(child.pid))), 50);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({ seconds, peakMiB: peak / 1024, code: code ?? 1, output });
    });
  });
}
