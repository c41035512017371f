// One half of the IRPF general scale (the state's or a community's) for one tax year, with the
// personal minimum that half applies (art. 57 LIRPF, or the community's own under art. 46 Ley 22/2009).
import type { CommunityCode } from '../communities';
import type { Bracket } from '../progressive-scale';
import type { Provenance } from '../sourced';

export interface IrpfScaleYear extends Provenance {
  /** The tax year (devengo on 31 December). */
  year: number;
  /** Rates of this half only, in percent; tops inclusive; the last `upTo` is null. */
  brackets: readonly Bracket[];
  /** Mínimo personal general (no age, family or disability increases). */
  personalMinimum: number;
}

/**
 * `common`: state + the community's scale; `foral`: Navarra and the Basque territories levy their own
 * IRPF (the model stands in the common regime's figures and says so in `note`); `ceuta-melilla`: the
 * state scale twice over and the art. 68.4 deduction on income obtained there.
 */
export type IrpfRegime = 'common' | 'foral' | 'ceuta-melilla';

export interface RegionalIrpf {
  code: CommunityCode;
  regime: IrpfRegime;
  /** Oldest first, one per tax year held; the regional half (the complementary one for Ceuta/Melilla). */
  years: readonly IrpfScaleYear[];
  /** Art. 68.4 LIRPF: percent of the cuota on income obtained in Ceuta or Melilla. */
  localDeductionPercent?: number;
  /** Spanish, shown on the page: what the figure is and why (foral regimes). */
  note?: string;
}
