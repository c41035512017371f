/**
 * @jest-environment jsdom
 */
// The browser bundle's stand-in for Gatsby's react-dom-utils: it must not set React's client up
// when the app starts (Gatsby's did, inside the app's start-up task), and it must still render
// and hydrate as Gatsby's renderers do, with their options.
const loaded = { count: 0 };
const hydrateRoot = jest.fn();
const render = jest.fn();
const createRoot = jest.fn(() => ({ render }));

jest.mock('react-dom/client', () => {
  loaded.count += 1;
  return { hydrateRoot, createRoot };
});

import { reactDOMUtils } from './react-dom-utils';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the react-dom-utils stand-in', () => {
  beforeEach(() => {
    hydrateRoot.mockClear();
    createRoot.mockClear();
    render.mockClear();
  });

  it('does not load React’s client when the app asks for the renderers', () => {
    reactDOMUtils();
    expect(loaded.count).toBe(0);
  });

  it('hydrates with Gatsby’s options once React’s client is loaded', async () => {
    const el = document.createElement('div');
    const onCaughtError = jest.fn();
    reactDOMUtils().hydrate('page', el, { onCaughtError });
    expect(hydrateRoot).not.toHaveBeenCalled();
    await settled();
    expect(loaded.count).toBe(1);
    expect(hydrateRoot).toHaveBeenCalledWith(el, 'page', { onCaughtError });
  });

  it('renders into one root per element, as Gatsby’s renderer does', async () => {
    const el = document.createElement('div');
    const { render: renderInto } = reactDOMUtils();
    renderInto('first', el);
    renderInto('second', el);
    await settled();
    expect(createRoot).toHaveBeenCalledTimes(1);
    expect(render.mock.calls).toEqual([['first'], ['second']]);
  });
});
