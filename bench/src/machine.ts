/**
 * How busy the whole machine is (Linux /proc/stat), so a report can tell how much CPU went to
 * things other than the server under test and the load generator. The load average is no
 * guide here: in this VM it stays high while the CPUs idle.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let clockTicks: number | undefined;

/** Kernel clock ticks per second (USER_HZ), the unit of /proc CPU times. */
export function clockTicksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** CPU seconds of all cores since boot: busy (everything but idle and iowait) and total. */
export function machineCpuSeconds(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [label, ...rest] = line.trim().split(/\s+/);
    if (label !== 'cpu') return null;
    // user nice system idle iowait irq softirq steal (guest time is already inside user).
    const v = rest.slice(0, 8).map(Number);
    if (v.length < 8 || v.some((x) => !Number.isFinite(x))) return null;
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = v;
    const hz = clockTicksPerSecond();
    return {
      busy: (user + nice + system + irq + softirq + steal) / hz,
      total: (user + nice + system + idle + iowait + irq + softirq + steal) / hz,
    };
  } catch {
    return null;
  }
}

/** Busy share of the whole machine over a short sample, 0..1 (null without /proc). */
export async function machineBusyShare(sampleMs = 1_000): Promise<number | null> {
  const a = machineCpuSeconds();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const b = machineCpuSeconds();
  if (!a || !b || b.total <= a.total) return null;
  return (b.busy - a.busy) / (b.total - a.total);
}
