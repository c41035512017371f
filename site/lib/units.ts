// Units shown after the calculators' number inputs, written once for every form.

export const UNITS = {
  euro: '€',
  percent: '%',
  years: 'años',
  months: 'meses',
} as const;
