// Every landing-page section type; the names form the discriminated union the site renders.
import { bandsSection } from './bands-section';
import { cardsSection } from './cards-section';
import { contactSection } from './contact-section';
import { ctaSection } from './cta-section';
import { examplesSection } from './examples-section';
import { faqSection } from './faq-section';
import { formulasSection } from './formulas-section';
import { heroSection } from './hero-section';
import { plusvaliaExampleSection } from './plusvalia-example-section';
import { statsSection } from './stats-section';
import { stepsSection } from './steps-section';
import { templatesSection } from './templates-section';
import { textSection } from './text-section';
import { tipsSection } from './tips-section';
import { yieldExampleSection } from './yield-example-section';

export const sectionTypes = [
  heroSection,
  textSection,
  cardsSection,
  stepsSection,
  faqSection,
  ctaSection,
  statsSection,
  bandsSection,
  formulasSection,
  yieldExampleSection,
  plusvaliaExampleSection,
  examplesSection,
  templatesSection,
  tipsSection,
  contactSection,
];
