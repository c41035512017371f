/**
 * @jest-environment jsdom
 */
// nearScreen and untilInput: when a prerendered part's code may load.
import type * as NearScreen from './near-screen';
import type * as UntilInput from './until-input';

// A fresh copy of both modules for each test: until-input remembers whether the page has seen an
// input, and each test starts as a page nobody has touched.
let nearScreen: typeof NearScreen.nearScreen;
let untilInput: typeof UntilInput.untilInput;
let holdFormActions: typeof UntilInput.holdFormActions;
beforeEach(() => {
  jest.isolateModules(() => {
    ({ nearScreen } = jest.requireActual<typeof NearScreen>('./near-screen'));
    ({ untilInput, holdFormActions } = jest.requireActual<typeof UntilInput>('./until-input'));
  });
});

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

  it('resolves at once for a part that starts watching after the first tap (a later hydration)', async () => {
    window.dispatchEvent(new Event('pointerdown'));
    const loaded = nearScreen('.part');
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

  it('resolves at once for a part that starts waiting after the first input (a later hydration)', async () => {
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settled(untilInput('.part'))).toBe(true);
  });

  it('waits while nobody has done anything, however many parts wait', async () => {
    const first = untilInput('.part');
    const second = untilInput('.part');
    expect(await settled(first)).toBe(false);
    expect(await settled(second)).toBe(false);
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

describe('holdFormActions', () => {
  /**
   * While true, the root stops a click on the form on its way down, as React does before it
   * hydrates; a submit goes through (React lets it), and only a hydrated form carries React's props.
   */
  let blocked = true;
  const hydrate = () => {
    blocked = false;
    Object.assign(form(), { __reactProps$test: {} });
  };
  const form = () => document.querySelector('.tool') as HTMLFormElement;
  const share = () => document.querySelector('.share') as HTMLButtonElement;
  /** What the visitor's Enter does: a cancelable submit; false when something prevented it. */
  const enter = (target: HTMLFormElement) =>
    target.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

  beforeEach(() => {
    blocked = true;
    document.body.innerHTML =
      '<div class="root"><form class="tool"><input name="price">' +
      '<button type="button" class="share">Compartir</button></form></div>' +
      '<form class="other"></form>';
    const root = document.querySelector('.root') as HTMLElement;
    root.addEventListener('click', (event) => blocked && event.stopPropagation(), true);
    // jsdom has no requestSubmit: a browser's fires a cancelable submit event at the form.
    HTMLFormElement.prototype.requestSubmit = function requestSubmit(this: HTMLFormElement) {
      enter(this);
    };
  });

  it("holds a submit React did not handle, then sends it once the form is React's, once", () => {
    const send = holdFormActions('.tool');
    // Not sent natively (a reload of the page with the fields in the address), though it came up
    // to the window: React lets a submit aimed at a form it has not hydrated pass, unhandled.
    expect(enter(form())).toBe(false);
    hydrate();
    const submits = jest.fn((event: Event) => event.preventDefault());
    form().addEventListener('submit', submits);
    send();
    send();
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('does again a tap on another button of the form ("Compartir enlace")', () => {
    const send = holdFormActions('.tool');
    share().click();
    hydrate();
    const shares = jest.fn();
    share().addEventListener('click', shares);
    send();
    expect(shares).toHaveBeenCalledTimes(1);
  });

  it('does nothing again that React handled itself (its code was already in)', () => {
    const send = holdFormActions('.tool');
    hydrate();
    const submits = jest.fn((event: Event) => event.preventDefault());
    form().addEventListener('submit', submits);
    enter(form());
    send();
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('leaves the other forms alone', () => {
    const send = holdFormActions('.tool');
    const other = document.querySelector('.other') as HTMLFormElement;
    const submits = jest.fn();
    other.addEventListener('submit', submits);
    expect(enter(other)).toBe(true);
    send();
    expect(submits).toHaveBeenCalledTimes(1);
  });
});
