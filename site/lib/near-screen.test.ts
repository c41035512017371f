/**
 * @jest-environment jsdom
 */
// nearScreen and untilInput: when a prerendered part's code may load.
import { nearScreen } from './near-screen';
import { holdSubmit, untilInput } from './until-input';

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

describe('untilInput, inside a part React has not hydrated', () => {
  it('hears a tap that React stops on its way up (its listener is in the capture phase)', async () => {
    const loaded = untilInput('.part');
    const part = document.querySelector('.part') as HTMLElement;
    part.addEventListener('pointerdown', (event) => event.stopPropagation());
    part.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(loaded)).toBe(true);
  });

  it('hears text put in a field without a key (dictation, autofill)', async () => {
    const loaded = untilInput('.part');
    expect(await settled(loaded)).toBe(false);
    document.querySelector('.part')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(await settled(loaded)).toBe(true);
  });
});

describe('holdSubmit', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<form class="tool"><input name="price"></form><form class="other"></form>';
    // jsdom has no requestSubmit: a browser's fires a cancelable submit event at the form.
    HTMLFormElement.prototype.requestSubmit = function requestSubmit(this: HTMLFormElement) {
      this.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    };
  });

  it("holds the form's submit until its code is in, then sends it once", () => {
    const tool = document.querySelector<HTMLFormElement>('.tool') as HTMLFormElement;
    const sent: boolean[] = [];
    const send = holdSubmit('.tool');
    // What the page's code does with the submit once it is React's (here: just notes it).
    const seen = (event: Event) => sent.push(event.defaultPrevented);
    tool.addEventListener('submit', seen);
    tool.requestSubmit();
    expect(sent).toEqual([true]);
    send();
    expect(sent).toEqual([true, false]);
    send();
    expect(sent).toHaveLength(2);
  });

  it('sends nothing when nothing was submitted, and leaves other forms alone', () => {
    const other = document.querySelector<HTMLFormElement>('.other') as HTMLFormElement;
    const prevented: boolean[] = [];
    other.addEventListener('submit', (event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    });
    const send = holdSubmit('.tool');
    other.requestSubmit();
    expect(prevented).toEqual([false]);
    const tool = document.querySelector<HTMLFormElement>('.tool') as HTMLFormElement;
    const submits = jest.fn((event: Event) => event.preventDefault());
    tool.addEventListener('submit', submits);
    send();
    expect(submits).not.toHaveBeenCalled();
  });
});
