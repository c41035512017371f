// react-dom/server for Gatsby's HTML stage, every Suspense boundary written in place: React 19
// outlines large boundaries after the footer, where readers without JavaScript find the guide text.
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const server = require('react-dom/server.node');

module.exports = {
  ...server,
  renderToPipeableStream: (children, options) =>
    server.renderToPipeableStream(children, { progressiveChunkSize: Infinity, ...options }),
};
