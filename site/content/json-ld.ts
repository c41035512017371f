// schema.org structured data of the editorial pages: CollectionPage, HowTo, FAQPage (Article is core's).
import type { CollectionPage, FAQPage, HowTo } from 'schema-dts';
import { absoluteUrl } from '../../core/site';
import type { RouteMeta } from '../../core/routes';

export interface FaqLike {
  question: string;
  answer: string;
}

/** Only questions the page shows: callers pass the items the page renders (FaqList). */
export function faqJsonLd(items: readonly FaqLike[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function howToJsonLd(
  route: RouteMeta,
  steps: readonly { title: string; text: string }[],
): HowTo {
  return {
    '@type': 'HowTo',
    name: route.heading,
    description: route.description,
    inLanguage: 'es-ES',
    step: steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.text,
    })),
  };
}

export function collectionJsonLd(
  siteUrl: string,
  route: RouteMeta,
  items: readonly { name: string; path: string }[],
): CollectionPage {
  return {
    '@type': 'CollectionPage',
    name: route.heading,
    description: route.description,
    url: absoluteUrl(siteUrl, route.path),
    inLanguage: 'es-ES',
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: absoluteUrl(siteUrl, item.path),
      })),
    },
  };
}
