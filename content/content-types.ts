// The Sanity document types the site reads (content/queries.ts): changes to others never need a build.
/**
 * The document types the site's queries read: a published change to one of them changes the
 * built site (the webhook function /api/sanity-rebuild starts a build only for these).
 */
export const SITE_CONTENT_TYPES: readonly string[] = [
  'siteSettings',
  'homePage',
  'editorialFigures',
  'letModeFigures',
  'guideArticle',
  'landingPage',
  'legalPage',
  'listingTemplate',
  'author',
  'communityGuide',
];
