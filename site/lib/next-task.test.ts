// nextTask: what waits on it runs in a later task, never in the microtasks of the current one.
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the current task has ended, not among its microtasks', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
    order.push('current task, microtasks done');
    await waited;
    expect(order).toEqual(['current task, microtasks done', 'next task']);
  });
});
