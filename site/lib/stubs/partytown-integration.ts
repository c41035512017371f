// Stands in for @builder.io/partytown/integration (gatsby-node.ts): only `<Script
// strategy="off-main-thread">` needs it, which the site does not use; it fails loudly if one does.
export const SCRIPT_TYPE = 'text/partytown';

export function partytownSnippet(): string {
  throw new Error(
    'Partytown is not bundled: remove the stand-in for @builder.io/partytown/integration in gatsby-node.ts',
  );
}
