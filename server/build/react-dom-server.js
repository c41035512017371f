// react-dom/server for Gatsby's HTML renderer, with every Suspense boundary written in place.
// React 19 moves a completed boundary whose bytes push the page past `progressiveChunkSize`
// (12.8 KB) into a hidden <div> after the footer and a script puts it back: readers and
// crawlers without JavaScript would find the guide text after the footer. A static page is
// written whole, so no boundary is outlined (gatsby-node aliases react-dom/server to this file
// in the build-html stage only; the browser never loads it).
'use strict';

// CommonJS like the static-entry that requires it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const server = require('react-dom/server.node');

module.exports = {
  ...server,
  renderToPipeableStream: (children, options) =>
    server.renderToPipeableStream(children, { progressiveChunkSize: Infinity, ...options }),
};
