import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCode, log, outageLog } from './index';

afterEach(() => vi.restoreAllMocks());

describe('log', () => {
  it('writes one JSON line per event, with control and bidi characters neutralised', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => lines.push(text));
    log.error('lead.store_failed', { path: '/contact\n{"level":"info"}\u202e', leadId: 'abc' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    const parsed = JSON.parse(lines[0]!);
    expect(parsed).toMatchObject({ level: 'error', event: 'lead.store_failed', leadId: 'abc' });
    expect(parsed.path).toBe('/contact?{"level":"info"}?');
  });

  it('never takes an error message, only its class and code', () => {
    const driverError = Object.assign(
      new Error('insert failed: params ahmed@example.ae, +971501234567'),
      {
        code: '22021',
      },
    );
    expect(errorCode(driverError)).toEqual({ error: 'Error', code: '22021' });
    expect(JSON.stringify(errorCode(driverError))).not.toContain('example.ae');
    expect(errorCode(new Error('x', { cause: { code: '57014' } }))).toEqual({
      error: 'Error',
      code: '57014',
    });
    expect(errorCode('boom')).toEqual({ error: 'string' });
  });
});

describe('outageLog', () => {
  it('logs an outage when it starts and when it ends, not on every failed run', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => lines.push(text));
    vi.spyOn(console, 'info').mockImplementation((text: string) => lines.push(text));
    const worker = outageLog('notify.worker');
    worker.succeeded();
    for (let i = 0; i < 720; i++)
      worker.failed(Object.assign(new Error('down'), { code: '57P01' }));
    worker.succeeded();
    worker.succeeded();
    worker.failed(new TypeError('again'));
    expect(lines.map((l) => JSON.parse(l))).toMatchObject([
      { level: 'error', event: 'notify.worker_failed', error: 'Error', code: '57P01' },
      { level: 'info', event: 'notify.worker_recovered', failedRuns: 720 },
      { level: 'error', event: 'notify.worker_failed', error: 'TypeError' },
    ]);
    expect(lines).toHaveLength(3);
  });
});
