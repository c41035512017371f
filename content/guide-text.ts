// Plain text, links and euro figures of a guide document, for the tests that check its figures against core.
import { formatEuros, formatEurosCents } from '../core/format';
import { round2 } from '../core/round';
import type { SeedDocument } from './seed';

interface Span {
  text?: string;
}
interface Block {
  children?: Span[];
  markDefs?: { href?: string }[];
}

/** Everything a reader sees of a guide's texts: body, mistakes, case study, FAQ and tips, with plain spaces. */
export function plainText(doc: SeedDocument): string {
  const blocks = (value: unknown) =>
    ((value as Block[] | undefined) ?? []).map((block) =>
      (block.children ?? []).map((span) => span.text ?? '').join(''),
    );
  const mistakes = ((doc.mistakes as Record<string, string>[] | undefined) ?? []).flatMap(
    (mistake) => [
      mistake.title ?? '',
      mistake.description ?? '',
      mistake.impact ?? '',
      mistake.fix ?? '',
    ],
  );
  const faq = ((doc.faq as { question: string; answer: string }[] | undefined) ?? []).flatMap(
    (item) => [item.question, item.answer],
  );
  const tips = (doc.tips as string[] | undefined) ?? [];
  const caseStudy = blocks((doc.caseStudy as { body?: unknown } | undefined)?.body);
  // Landing pages: the rich text and the questions of their sections.
  const sections = (
    (doc.sections as { body?: unknown; items?: unknown }[] | undefined) ?? []
  ).flatMap((section) => [
    ...blocks(section.body),
    ...((section.items as { question: string; answer: string }[] | undefined) ?? []).flatMap(
      (item) => [item.question, item.answer],
    ),
  ]);
  return [...blocks(doc.body), ...sections, ...mistakes, ...caseStudy, ...faq, ...tips]
    .join('\n')
    .replace(/\u00a0/g, ' ');
}

/** Every internal link of a document (body annotations and related links). */
export function linksOf(doc: SeedDocument): string[] {
  const body = ((doc.body as Block[] | undefined) ?? []).flatMap((block) =>
    (block.markDefs ?? []).map((def) => def.href ?? ''),
  );
  const related = ((doc.relatedLinks as { href: string }[] | undefined) ?? []).map((l) => l.href);
  const sections = ((doc.sections as { body?: Block[] }[] | undefined) ?? []).flatMap((section) =>
    (section.body ?? []).flatMap((block) => (block.markDefs ?? []).map((def) => def.href ?? '')),
  );
  return [...body, ...sections, ...related];
}

/** Euros as the texts write them: whole euros without decimals, otherwise with cents. */
export const euros = (value: number): string =>
  (Number.isInteger(round2(value)) ? formatEuros(value) : formatEurosCents(value)).replace(
    /\u00a0/g,
    ' ',
  );

/** The query of a share link as numbers. */
export function shareQuery(href: string): Record<string, number> {
  const query = new URLSearchParams(href.split('?')[1] ?? '');
  return Object.fromEntries([...query.entries()].map(([key, value]) => [key, Number(value)]));
}
