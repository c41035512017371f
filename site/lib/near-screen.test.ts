/**
 * @jest-environment jsdom
 */
// nearScreen and untilInput: when a prerendered part's code may load.
import { nearScreen } from './near-screen';
import { untilInput } from './until-input';

/** jsdom has no IntersectionObserver: this one records what it watches and is driven by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  watched: Element[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    this.callback([{ isIntersecting: true }]);
  }
}

/** Whether `promise` has settled after the pending jobs ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

beforeEach(() => {
  document.body.innerHTML = '<aside class="part">prerendered</aside>';
  FakeObserver.last = undefined;
  Object.assign(window, { IntersectionObserver: FakeObserver });
});

describe('nearScreen', () => {
  it('resolves at once when the part is not in the document (a client-side navigation)', async () => {
    expect(await settled(nearScreen('.missing'))).toBe(true);
    expect(FakeObserver.last).toBeUndefined();
  });

  it('waits for the part to come near the screen, then stops watching', async () => {
    const loaded = nearScreen('.part');
    expect(FakeObserver.last?.watched).toEqual([document.querySelector('.part')]);
    expect(await settled(loaded)).toBe(false);
    FakeObserver.last?.enter();
    expect(await settled(loaded)).toBe(true);
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('resolves on the first tap, so a page drawn after a navigation does not wait for a gone part', async () => {
    const loaded = nearScreen('.part');
    expect(await settled(loaded)).toBe(false);
    document.body.innerHTML = '';
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settled(loaded)).toBe(true);
    expect(FakeObserver.last?.disconnected).toBe(true);
  });
});

describe('untilInput', () => {
  it('waits for a key when the part is prerendered, and not when it is missing', async () => {
    const loaded = untilInput('.part');
    expect(await settled(untilInput('.missing'))).toBe(true);
    expect(await settled(loaded)).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    expect(await settled(loaded)).toBe(true);
  });
});
