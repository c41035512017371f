// The verdict at the loan a bank would grant, in one sentence beside the verdict at the loan asked
// for: "Sí con el 80 % que pides; con el 70 % que suelen prestar, Depende: necesitas 14.925 € más
// y la TIR baja al 4,1 %." Pure (tested).
import { formatEuros, formatPercent } from '../../../core/format';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import type { VerdictValue } from '../../../core/tools/investment-analysis/verdict';
import { byOwners, ONE_RESIDENT, type Voice } from './voice';

/** The verdict's word in the middle of a sentence. */
export const SHORT_VERDICT: Readonly<Record<VerdictValue, string>> = {
  yes: 'Sí',
  no: 'No',
  mixed: 'Depende',
};

const percentOf = (value: number) => formatPercent(value, { upTo: 2 });
const years = (n: number) => `${n} ${n === 1 ? 'año' : 'años'}`;

/** "y" before the last of a list. */
function joined(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}

type Result = Pick<AnalysisResult, 'feasibleLoan' | 'verdict' | 'financing' | 'input' | 'initial'>;

/** What the loan asked for is: its share of the price, or its term when the age limits it. */
function asked({ feasibleLoan, financing, input }: Result, pides: string): string {
  return feasibleLoan.limitedBy === 'age'
    ? `el plazo de ${years(input.loanTermYears)} que ${pides}`
    : `el ${percentOf(financing.loanToValue)} que ${pides}`;
}

/** What a bank would grant, and why: the investment's share, the residence's or the age's term. */
function granted({ feasibleLoan: f }: Result, voice: Voice): string {
  const say = (one: string, two: string) => byOwners(voice, one, two);
  if (f.limitedBy === 'residence')
    return `con el ${percentOf(f.ltvLimit)} que suelen prestar a quien no reside en España`;
  if (f.limitedBy === 'use') return `con el ${percentOf(f.ltvLimit)} que suelen prestar`;
  const end = `los bancos no suelen prestar si el plazo termina después de los ${f.maxAgeAtEnd} años`;
  const age = f.borrowerAge ?? 0;
  if (f.loan <= 0) return `sin hipoteca, porque con ${age} años ${end}`;
  return `con ${years(f.termYears)}, lo más que ${say('te', 'os')} darían con ${age} años (${end})`;
}

function consequences(result: Result, voice: Voice): string {
  const say = (one: string, two: string) => byOwners(voice, one, two);
  const at = result.feasibleLoan.atFeasible;
  if (!at) return '';
  const parts: string[] = [];
  if (at.extraCash >= 0.5)
    parts.push(`${say('necesitas', 'necesitáis')} ${formatEuros(at.extraCash)} más`);
  if (result.feasibleLoan.limitedBy === 'age') {
    parts.push(
      at.monthlyCashFlowYear1 >= 0
        ? `el primer año ${say('te', 'os')} quedan ${formatEuros(at.monthlyCashFlowYear1)}/mes`
        : `el primer año ${say('pones', 'ponéis')} ${formatEuros(-at.monthlyCashFlowYear1)}/mes de ${say('tu', 'vuestro')} bolsillo`,
    );
  }
  const before = result.verdict.irr.value;
  if (at.irrAfterTax === null) {
    parts.push(`no ${say('recuperas', 'recuperáis')} ${say('tu', 'vuestro')} dinero`);
  } else if (before === null || Math.abs(at.irrAfterTax - before) < 0.005) {
    parts.push(`la TIR queda en el ${formatPercent(at.irrAfterTax)}`);
  } else {
    const move = at.irrAfterTax < before ? 'baja' : 'sube';
    parts.push(`la TIR ${move} al ${formatPercent(at.irrAfterTax)}`);
  }
  return joined(parts);
}

/**
 * Null when the bank would lend what is asked. Otherwise both verdicts in one sentence.
 * @example feasibleSentence(dealA) // 'Sí con el 80 % que pides; con el 70 % que suelen prestar, Depende: necesitas 18.000 € más y la TIR baja al 5,2 %.'
 */
export function feasibleSentence(result: Result, voice: Voice = ONE_RESIDENT): string | null {
  const at = result.feasibleLoan.atFeasible;
  if (!result.feasibleLoan.above || !at) return null;
  const requested = SHORT_VERDICT[result.verdict.verdict];
  const feasible = SHORT_VERDICT[at.verdict];
  const what = asked(result, byOwners(voice, 'pides', 'pedís'));
  return `${requested} con ${what}; ${granted(result, voice)}, ${feasible}: ${consequences(result, voice)}.`;
}
