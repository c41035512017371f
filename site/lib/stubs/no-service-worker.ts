// Stands in for Gatsby's register-service-worker module in the browser bundle (gatsby-node.ts):
// Gatsby loads it only when a plugin's `registerServiceWorker` returns true, and no plugin of this
// site does, yet its code shipped in the app chunk every page loads.
export {};
