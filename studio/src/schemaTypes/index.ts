// Every schema type of the Studio.
import { author } from './documents/author';
import { communityGuide } from './documents/community-guide';
import { guideArticle } from './documents/guide-article';
import { landingPage } from './documents/landing-page';
import { legalPage } from './documents/legal-page';
import { listingTemplate } from './documents/listing-template';
import { band } from './objects/band';
import { blockContent } from './objects/block-content';
import { card } from './objects/card';
import { caseStudy } from './objects/case-study';
import { example } from './objects/example';
import { expenseLine } from './objects/expense-line';
import { faqItem } from './objects/faq-item';
import { formula } from './objects/formula';
import { link } from './objects/link';
import { marketFigure } from './objects/market-figure';
import { mistake } from './objects/mistake';
import { plusvaliaExample } from './objects/plusvalia-example';
import { sectionTypes } from './objects/sections';
import { stat } from './objects/stat';
import { step } from './objects/step';
import { yieldExample } from './objects/yield-example';
import { editorialFigures } from './singletons/editorial-figures';
import { letModeFigures } from './singletons/let-mode-figures';
import { homePage } from './singletons/home-page';
import { siteSettings } from './singletons/site-settings';

export const singletonTypes = [siteSettings, homePage, editorialFigures, letModeFigures];

export const schemaTypes = [
  ...singletonTypes,
  guideArticle,
  landingPage,
  legalPage,
  listingTemplate,
  communityGuide,
  author,
  blockContent,
  link,
  step,
  example,
  faqItem,
  formula,
  mistake,
  caseStudy,
  yieldExample,
  expenseLine,
  plusvaliaExample,
  band,
  marketFigure,
  card,
  stat,
  ...sectionTypes,
];
