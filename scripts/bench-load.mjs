// Load a server with autocannon, read its figures (and its process's from /proc), and write them as a table; shared
// by the benchmark scripts.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** Headers of a phone's browser: compressed answers welcome, French first. */
export const browserHeaders = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'fr-CH,fr;q=0.9,en;q=0.8',
};

/** CPU time (user + system, µs) a process has used so far, from Linux's /proc; undefined elsewhere. */
export function cpuMicroseconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of the line, in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/** A process's resident memory (VmRSS), or its peak since it started (VmHWM), in MiB, from Linux's /proc. */
export function residentMiB(pid, field = 'VmRSS') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line.split(/\s+/)[1]) / 1024;
}

/** CPU time (µs) several processes have used together so far; undefined where one's is unknown. */
function cpuMicrosecondsOf(pids) {
  const times = pids.map(cpuMicroseconds);
  return times.some((time) => time === undefined) ? undefined : times.reduce((sum, time) => sum + time, 0);
}

/**
 * The figures of one autocannon run: requests/s, latencies, the CPU time spent between `cpuBefore` and `cpuAfter`
 * per answer, and `unexpected`: answers with another status than `expectStatus`, errors and timeouts.
 */
function runFigures(result, { cpuBefore, cpuAfter, expectStatus }) {
  const wrongStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) !== expectStatus)
    .reduce((sum, [, stats]) => sum + stats.count, 0);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total,
    unexpected: wrongStatus + result.errors + result.timeouts,
  };
}

/**
 * One autocannon run against `url` in which every connection keeps one index (0, 1, 2… as the connections start)
 * for all its requests: `request(index)` gives a request's path, method, headers and body, so that a connection can
 * be one person. The CPU time per answer is that of the processes `pids` together (one server, or several behind a
 * balancer).
 */
export async function loadRequests({ url, pids, connections, seconds, request, expectStatus = 200 }) {
  let next = 0;
  const cpuBefore = cpuMicrosecondsOf(pids);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (base, context) => {
          context.index ??= next++;
          return { ...base, ...request(context.index) };
        },
      },
    ],
  });
  return runFigures(result, { cpuBefore, cpuAfter: cpuMicrosecondsOf(pids), expectStatus });
}

/**
 * Requests/s and latency of one target, and the server's CPU time per answer when its `serverPid` is given: unlike
 * the rate, that figure hardly moves when other programs share the machine. A short untimed run first lets the JIT and the server's caches warm up, so
 * the figures describe the steady state a busy server lives in. `unexpected` counts answers with another status
 * than `expectStatus`, errors and timeouts: a fast benchmark of failures is worth nothing. Also the bytes of an
 * answer on the wire (headers and body), and the CPU time the load generator itself spent per answer (it runs in
 * this process, on the same machine): autocannon decodes every body as text, ~10 µs per KB of compressed body, so
 * on a machine of two cores a larger answer also slows the load.
 */
export async function loadTarget({
  url,
  headers = browserHeaders,
  connections,
  seconds,
  warmupSeconds = 1,
  expectStatus = 200,
  serverPid,
}) {
  if (warmupSeconds > 0) await autocannon({ url, headers, connections, duration: warmupSeconds });
  const cpuBefore = cpuMicroseconds(serverPid);
  const loadBefore = process.cpuUsage();
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const load = process.cpuUsage(loadBefore);
  const cpuAfter = cpuMicroseconds(serverPid);
  return {
    ...runFigures(result, { cpuBefore, cpuAfter, expectStatus }),
    loadCpuPerRequest: result.requests.total === 0 ? undefined : (load.user + load.system) / result.requests.total,
    bytesPerRequest: result.requests.total === 0 ? undefined : result.throughput.total / result.requests.total,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Several short runs of one target, taken in turns with the other targets, as one row: the median of each figure
 * (a burst of other work on a shared machine spoils one run, not the row) and every unexpected answer.
 */
export function combineRuns(name, runs) {
  const figure = (key) =>
    runs.some((run) => run[key] === undefined) ? undefined : median(runs.map((run) => run[key]));
  return {
    name,
    requestsPerSecond: figure('requestsPerSecond'),
    p50: figure('p50'),
    p99: figure('p99'),
    cpuPerRequest: figure('cpuPerRequest'),
    loadCpuPerRequest: figure('loadCpuPerRequest'),
    bytesPerRequest: figure('bytesPerRequest'),
    unexpected: runs.reduce((sum, run) => sum + run.unexpected, 0),
  };
}

const rounded = (value) => (value === undefined ? '–' : Math.round(value).toLocaleString('en-US'));

/**
 * Rows `{ name, requestsPerSecond, p50, p99, cpuPerRequest, loadCpuPerRequest, bytesPerRequest, unexpected }` as a
 * text table, each rate also as a ratio to `reference`. "CPU µs/req" is the server's, "load µs/req" the load
 * generator's (shown, with the bytes of an answer, when the rows have them).
 */
export function formatTable(rows, reference) {
  const base = rows.find((row) => row.name === reference)?.requestsPerSecond;
  const columns = [
    ['target', (row) => row.name],
    ['req/s', (row) => rounded(row.requestsPerSecond)],
    ['p50 ms', (row) => String(row.p50)],
    ['p99 ms', (row) => String(row.p99)],
    [`÷ ${reference}`, (row) => (base ? `${(row.requestsPerSecond / base).toFixed(2)}×` : '–')],
    ['CPU µs/req', (row) => rounded(row.cpuPerRequest)],
    ['load µs/req', (row) => rounded(row.loadCpuPerRequest), 'loadCpuPerRequest'],
    ['bytes', (row) => rounded(row.bytesPerRequest), 'bytesPerRequest'],
    ['unexpected', (row) => String(row.unexpected)],
  ].filter(([, , optional]) => !optional || rows.some((row) => row[optional] !== undefined));
  const header = columns.map(([title]) => title);
  const lines = rows.map((row) => columns.map(([, cell]) => cell(row)));
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

/**
 * Waits until the server has finished what the previous run left it (sign-ins still hashing after their callers
 * went away), or what its start began (the public pages' renderer loading in its thread): its JSON 404 answers
 * within 50 ms three times in a row, and it then uses less than a fifth of a core over 200 ms (argon2 waits its
 * turn off the main thread, so a quick 404 does not mean the hashes are done, and their processor time would be
 * counted to the next target's answers); or 10 s have passed.
 */
export async function settled(server) {
  const deadline = Date.now() + 10_000;
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let quick = 0; quick < 3 && Date.now() < deadline; ) {
    const started = performance.now();
    await fetch(`${server.base}/api/no-such-route`).then((response) => response.arrayBuffer());
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    if (quick < 3) await pause(100);
  }
  while (Date.now() < deadline) {
    const before = cpuMicroseconds(server.child.pid);
    await pause(200);
    const after = cpuMicroseconds(server.child.pid);
    if (before === undefined || after === undefined || after - before < 40_000) return;
  }
}
