// Build-time constants injected by gatsby-node.ts.
declare const __SITE_URL__: string;
/**
 * Whether this build writes the pages' structured data: the server's does; the browser's keeps the
 * blocks the server wrote (KeptJsonLd), so no page carries the code that builds them.
 */
declare const __JSON_LD__: boolean;
