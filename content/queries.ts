// Every GROQ query of the site, wrapped in defineQuery so `sanity typegen` types their results.
import { defineQuery } from 'groq';

export const settingsQuery = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0]{ brand, contactEmail, contactPhone, legal }`,
);

export const homePageQuery = defineQuery(
  `*[_type == "homePage" && _id == "homePage"][0]{ hero, tools, guideBanner, agencyPromo, guides }`,
);

export const figuresQuery = defineQuery(
  `*[_type == "editorialFigures" && _id == "editorialFigures"][0]{ marketFigures, referenceYields, expenseRanges, taxNotes }`,
);

/** The dated market figures (Euríbor 12M, 10-year bond) every page gets with the site settings. */
export const marketFiguresQuery = defineQuery(
  `*[_type == "editorialFigures" && _id == "editorialFigures"][0].marketFigures{ euribor12m{ value, month, source, url }, bond10y{ value, month, source, url }, euribor12mHistory[]{ value, month, source, url }, bond10yHistory[]{ value, month, source, url }, ruleStatuses{ rdl29_2026 } }`,
);

/** The let-mode table (furniture, supplies, tourist licences) the analysis gets with the settings. */
export const letModeFiguresQuery = defineQuery(
  `*[_type == "letModeFigures" && _id == "letModeFigures"][0]{ seasonal, tourist, licences[]{ community, municipality, status, summary, source, url, checked } }`,
);

export const guideIndexQuery = defineQuery(
  `*[_type == "guideArticle" && defined(slug.current)] | order(order asc){ _id, title, "slug": slug.current, excerpt, order }`,
);

export const guideArticleQuery = defineQuery(
  `*[_type == "guideArticle" && slug.current == $slug][0]{
    _id, title, "slug": slug.current, order, excerpt, publishedAt, modifiedAt, tags, body, steps,
    examples, formulas, workedExample, mistakes, caseStudy, faq, tips, relatedLinks,
    "author": author->{ name, role }, reviewedBy, reviewedAt,
    "templates": templates[]->{ _id, title, kind, text, filledExample },
    "previous": *[_type == "guideArticle" && order < ^.order] | order(order desc)[0]{ title, "slug": slug.current },
    "next": *[_type == "guideArticle" && order > ^.order] | order(order asc)[0]{ title, "slug": slug.current }
  }`,
);

export const landingPageQuery = defineQuery(
  `*[_type == "landingPage" && slug.current == $slug][0]{
    _id, title, "slug": slug.current, publishedAt, modifiedAt,
    sections[]{
      ...,
      _type == "templatesSection" => { "templates": templates[]->{ _id, title, kind, text, filledExample } }
    }
  }`,
);

export const legalPageQuery = defineQuery(
  `*[_type == "legalPage" && slug.current == $slug][0]{ _id, title, "slug": slug.current, updatedAt, "showOwnerIdentity": coalesce(showOwnerIdentity, false), body }`,
);

/** Every routed document with what its page's metadata and place in navigation need. */
export const routedDocumentsQuery = defineQuery(
  `*[_type in ["guideArticle", "landingPage", "legalPage"]] | order(_type asc, order asc, slug.current asc){
    _id, _type, title, "slug": slug.current, heading, description, keywords, ogText, tags, order,
    publishedAt, "modifiedAt": coalesce(modifiedAt, updatedAt)
  }`,
);
