// Stands in for Gatsby's internal partytown plugin's browser hooks (gatsby-node.ts): they act only
// in `gatsby develop`, yet they brought gatsby-script and the partytown snippet into every page.
export {};
