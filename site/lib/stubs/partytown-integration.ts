// Stands in for @builder.io/partytown/integration in the browser bundle (gatsby-node.ts). Gatsby
// writes Partytown's snippet only for `<Script strategy="off-main-thread">`, which this site does
// not use, yet the snippet's code shipped in the app chunk every page loads. Using that strategy
// means removing this stand-in first: it fails loudly rather than silently running nothing.
export const SCRIPT_TYPE = 'text/partytown';

export function partytownSnippet(): string {
  throw new Error(
    'Partytown is not bundled: remove the stand-in for @builder.io/partytown/integration in gatsby-node.ts',
  );
}
