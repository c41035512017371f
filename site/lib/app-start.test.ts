// The browser hook that Gatsby's app waits on before it asks for the page's data (gatsby-browser.tsx).
import { onClientEntry } from '../../gatsby-browser';

describe('onClientEntry', () => {
  it("lets Gatsby's app go on only in a later task, not in the task that evaluated it", async () => {
    const order: string[] = [];
    const entered: unknown = onClientEntry?.({} as never, {} as never);
    expect(entered).toBeInstanceOf(Promise);
    const goesOn = (entered as Promise<unknown>).then(() => order.push('app goes on'));
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
    order.push('script task ends');
    await goesOn;
    expect(order).toEqual(['script task ends', 'app goes on']);
  });
});
