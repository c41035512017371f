// Stands in for Gatsby's register-service-worker (gatsby-node.ts): no plugin of this site registers
// one, yet its code shipped in the app chunk every page loads.
export {};
