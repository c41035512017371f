// Build-time constants injected by gatsby-node.ts.
declare const __SITE_URL__: string;
