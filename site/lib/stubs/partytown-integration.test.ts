// The browser bundle's stand-in for Partytown's integration keeps the constant Gatsby reads from it
// and fails loudly if an off-main-thread script ever asks for the snippet.
import * as partytown from '@builder.io/partytown/integration';
import { partytownSnippet, SCRIPT_TYPE } from './partytown-integration';

describe('the Partytown stand-in', () => {
  it('has the script type of the real module', () => {
    expect(SCRIPT_TYPE).toBe(partytown.SCRIPT_TYPE);
  });
  it('refuses to write the snippet, naming where to remove the stand-in', () => {
    expect(() => partytownSnippet()).toThrow(/gatsby-node\.ts/);
  });
});
