import { describe, expect, it, vi } from 'vitest';
import { createLaneScheduler, currentLane, inBackgroundLane, type Lane, type LaneCall } from './lanes.ts';

/** A task the test finishes by hand, recording when it started. */
function manual(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    task: () => {
      log.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: (error: Error) => fail(error),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the analytics lanes', () => {
  it('runs one task at a time, waiting interactive tasks before waiting background ones', async () => {
    const lanes = createLaneScheduler();
    const log: string[] = [];
    const tasks = {
      b1: manual(log, 'b1'),
      b2: manual(log, 'b2'),
      b3: manual(log, 'b3'),
      i1: manual(log, 'i1'),
      i2: manual(log, 'i2'),
    };
    const order: [Lane, keyof typeof tasks][] = [
      ['background', 'b1'],
      ['background', 'b2'],
      ['background', 'b3'],
      ['interactive', 'i1'],
      ['interactive', 'i2'],
    ];
    const results = order.map(([lane, name]) => lanes.run(lane, tasks[name].task));
    await tick();
    // b1 came first and nothing pre-empts it; the interactive tasks wait for it alone.
    expect(log).toEqual(['b1']);
    expect(lanes.state()).toMatchObject({ running: true, waiting: { interactive: 2, background: 2 } });
    for (const name of ['b1', 'i1', 'i2', 'b2', 'b3'] as const) {
      tasks[name].finish();
      await tick();
    }
    expect(log).toEqual(['b1', 'i1', 'i2', 'b2', 'b3']);
    expect(await Promise.all(results)).toEqual(['b1', 'b2', 'b3', 'i1', 'i2']);
    expect(lanes.state()).toMatchObject({ running: false, started: { interactive: 2, background: 3 } });
  });

  it('an interactive task arriving while background work queues goes next', async () => {
    const lanes = createLaneScheduler();
    const log: string[] = [];
    const b = [manual(log, 'b1'), manual(log, 'b2'), manual(log, 'b3')];
    for (const t of b) void lanes.run('background', t.task);
    await tick();
    b[0]!.finish();
    await tick();
    expect(log).toEqual(['b1', 'b2']);
    const i = manual(log, 'i1');
    const answer = lanes.run('interactive', i.task);
    b[1]!.finish();
    await tick();
    expect(log).toEqual(['b1', 'b2', 'i1']);
    i.finish();
    expect(await answer).toBe('i1');
    await tick();
    expect(log).toEqual(['b1', 'b2', 'i1', 'b3']);
    b[2]!.finish();
  });

  it('never starves background work once interactive traffic stops', async () => {
    const lanes = createLaneScheduler();
    let interactiveRuns = 0;
    let stop = false;
    // A steady stream of interactive queries for a while: each one queues the next.
    const interactive = async () => {
      while (!stop) {
        await lanes.run('interactive', async () => {
          interactiveRuns += 1;
          await tick();
        });
      }
    };
    const streams = [interactive(), interactive()];
    let background = 0;
    const pending = Array.from({ length: 20 }, () =>
      lanes.run('background', async () => {
        background += 1;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Two interactive streams keep one interactive task waiting at every turn.
    expect(interactiveRuns).toBeGreaterThan(5);
    expect(background).toBe(0);
    stop = true;
    await Promise.all(streams);
    await Promise.all(pending);
    expect(background).toBe(20);
    expect(lanes.state()).toMatchObject({ running: false, waiting: { interactive: 0, background: 0 } });
  });

  it("passes a task's error to its caller and goes on with the next", async () => {
    const lanes = createLaneScheduler();
    const failing = lanes.run('interactive', async () => {
      throw new Error('Code: 62. Syntax error');
    });
    const throwing = lanes.run('background', () => {
      throw new Error('thrown before any promise');
    });
    const next = lanes.run('background', async () => 'still runs');
    await expect(failing).rejects.toThrow('Syntax error');
    await expect(throwing).rejects.toThrow('thrown before any promise');
    expect(await next).toBe('still runs');
  });

  it('drops a waiting task whose signal aborts, and refuses one already aborted', async () => {
    const lanes = createLaneScheduler();
    const log: string[] = [];
    const first = manual(log, 'first');
    const running = lanes.run('background', first.task);
    const controller = new AbortController();
    let ran = false;
    const waiting = lanes.run(
      'background',
      async () => {
        ran = true;
      },
      controller.signal,
    );
    const after = lanes.run('background', async () => 'after');
    await tick();
    controller.abort(new Error('job timed out'));
    await expect(waiting).rejects.toThrow('job timed out');
    expect(lanes.state().waiting.background).toBe(1);
    first.finish();
    expect(await running).toBe('first');
    expect(await after).toBe('after');
    expect(ran).toBe(false);
    await expect(lanes.run('interactive', async () => 1, controller.signal)).rejects.toThrow('job timed out');
    // Aborting after a task started leaves it to finish (the running query holds the engine).
    const late = new AbortController();
    const started = manual(log, 'started');
    const result = lanes.run('background', started.task, late.signal);
    await tick();
    late.abort(new Error('too late'));
    started.finish();
    expect(await result).toBe('started');
  });

  it('knows the lane of the caller across awaits', async () => {
    expect(currentLane().lane).toBe('interactive');
    const controller = new AbortController();
    const seen = await inBackgroundLane(async () => {
      await tick();
      const inner = currentLane();
      return { lane: inner.lane, signal: inner.signal };
    }, controller.signal);
    expect(seen).toEqual({ lane: 'background', signal: controller.signal });
    expect(currentLane().lane).toBe('interactive');
  });

  it('tells the observer how long each call waited for its turn and ran, by lane and kind', async () => {
    // A fake clock: the figures are the scheduler's own accounting, not this machine's speed.
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const calls: LaneCall[] = [];
      const lanes = createLaneScheduler((call) => calls.push(call));
      const log: string[] = [];
      const insert = manual(log, 'insert');
      const read = manual(log, 'read');
      const dropped = new AbortController();
      const running = lanes.run('background', insert.task, undefined, 'insert');
      const reading = lanes.run('interactive', read.task);
      const waiting = lanes.run('background', async () => 'never', dropped.signal, 'command');
      vi.advanceTimersByTime(400);
      insert.finish();
      await running;
      dropped.abort(new Error('stopped'));
      await expect(waiting).rejects.toThrow('stopped');
      vi.advanceTimersByTime(30);
      read.fail(new Error('Code: 62'));
      await expect(reading).rejects.toThrow('Code: 62');
      // The read waited the whole run of the insert ahead of it; the dropped call never ran.
      expect(calls).toEqual([
        { lane: 'background', kind: 'insert', waitMs: 0, runMs: 400, failed: false },
        { lane: 'interactive', kind: 'query', waitMs: 400, runMs: 30, failed: true },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
