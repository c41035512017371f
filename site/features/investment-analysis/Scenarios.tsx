// Saved analyses in this browser: save under a name, reopen, delete, and compare up to three side by side.
import * as React from 'react';
import { useEffect, useMemo, useState } from 'react';
import { formatDate } from '../../../core/format';
import {
  SCENARIOS_STORAGE_KEY,
  type AnalysisFormValues,
} from '../../../core/tools/investment-analysis/fields';
import type { PurchaseCostsOverride } from '../../../core/tools/investment-analysis/inputs';
import { SCENARIO_NAME } from '../../../core/tools/investment-analysis/result-fields';
import TextField from '../../components/form/TextField';
import Button from '../../components/ui/Button';
import Table from '../../components/ui/Table';
import { readStored, writeStored } from '../../lib/storage';
import { useLinkedForm, type LinkHost } from '../calculator/useLinkedForm';
import { SCENARIO_FORM } from './linked-parts';
import { compareAnalyses, formatCompared, overallWinner } from './compare';
import { VERDICT_WORDS } from './verdict-text';
import { computeAnalysis } from './outcome';
import {
  MAX_COMPARED,
  cleanName,
  removeScenario,
  saveScenario,
  scenariosSchema,
  toggleCompared,
  type SavedScenario,
} from './scenarios';

const TEXT = {
  title: 'Tus análisis guardados',
  intro: `Se guardan solo en este navegador. Marca hasta ${MAX_COMPARED} para compararlos.`,
  save: 'Guardar análisis',
  saved: (name: string) => `Guardado: «${name}».`,
  empty: 'Aún no has guardado ningún análisis.',
  open: 'Abrir',
  remove: 'Eliminar',
  compare: 'Comparar',
  limit: `Puedes comparar ${MAX_COMPARED} análisis a la vez: desmarca uno para añadir otro.`,
  compareTitle: 'Comparación',
  compareCaption: 'Los análisis marcados, lado a lado; en negrita, el mejor de cada fila.',
  metric: 'Indicador',
  savedAt: (iso: string) => formatDate(iso),
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export default function Scenarios({
  current,
  override,
  onOpen,
  link,
}: {
  current: AnalysisFormValues | undefined;
  override: PurchaseCostsOverride | undefined;
  onOpen: (values: AnalysisFormValues, override: PurchaseCostsOverride | undefined) => void;
  /** The calculator's share link: it carries the name of the scenario on screen. */
  link: LinkHost;
}) {
  const scenario = useLinkedForm(link, SCENARIO_FORM);
  const [list, setList] = useState<SavedScenario[]>([]);
  // A shared scenario's name, ready to save it under the same name.
  const [name, setName] = useState(scenario.texts.scenarioName);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => setList(readStored(SCENARIOS_STORAGE_KEY, scenariosSchema) ?? []), []);

  const store = (next: SavedScenario[]) => {
    setList(next);
    writeStored(SCENARIOS_STORAGE_KEY, next);
  };
  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    const clean = cleanName(name);
    if (!clean || !current) {
      setError(SCENARIO_NAME.required);
      return;
    }
    setError(undefined);
    store(
      saveScenario(list, {
        name: clean,
        values: current,
        override,
        now: new Date().toISOString(),
        id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      }),
    );
    setStatus(TEXT.saved(clean));
    scenario.set({ scenarioName: clean });
    setName('');
  };

  const compared = useMemo(
    () =>
      selected
        .map((id) => list.find((s) => s.id === id))
        .filter((s): s is SavedScenario => s !== undefined)
        .map((s) => ({ name: s.name, analysis: computeAnalysis(s.values, s.override).analysis })),
    [selected, list],
  );
  const rows = compared.length >= 2 ? compareAnalyses(compared) : [];
  const overall = compared.length >= 2 ? overallWinner(compared) : null;

  return (
    <div className="analysis-block analysis-scenarios no-print">
      <h3>{TEXT.title}</h3>
      <p>{TEXT.intro}</p>
      <form className="analysis-scenarios__save" onSubmit={onSave} noValidate>
        <TextField
          label={SCENARIO_NAME.label}
          hint={SCENARIO_NAME.hint}
          value={name}
          maxLength={SCENARIO_NAME.maxLength}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="primary">
          {TEXT.save}
        </Button>
      </form>
      <p role="status" className="analysis-scenarios__status">
        {status}
      </p>
      {list.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <ul className="analysis-scenarios__list">
          {list.map((s) => (
            <li key={s.id} data-scenario={s.name}>
              <label className="analysis-scenarios__pick">
                <input
                  type="checkbox"
                  checked={selected.includes(s.id)}
                  disabled={!selected.includes(s.id) && selected.length >= MAX_COMPARED}
                  onChange={() => setSelected((previous) => toggleCompared(previous, s.id))}
                />
                <span>
                  <strong>{s.name}</strong> <small>{TEXT.savedAt(s.savedAt)}</small>
                </span>
                <span className="visually-hidden">{TEXT.compare}</span>
              </label>
              <span className="analysis-scenarios__actions">
                <Button
                  onClick={() => {
                    scenario.set({ scenarioName: s.name });
                    onOpen(s.values, s.override);
                  }}
                >
                  {TEXT.open}
                </Button>
                <Button
                  variant="quiet"
                  onClick={() => {
                    store(removeScenario(list, s.id));
                    setSelected((previous) => previous.filter((id) => id !== s.id));
                  }}
                >
                  {TEXT.remove}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {selected.length >= MAX_COMPARED && <p className="field__hint">{TEXT.limit}</p>}
      {rows.length > 0 && (
        <div className="analysis-compare" data-testid="scenario-comparison">
          <h4>{TEXT.compareTitle}</h4>
          {overall && (
            <p
              className="analysis-compare__winner"
              data-result="comparison.winner"
              data-value={overall.winner === null ? '' : (compared[overall.winner]?.name ?? '')}
            >
              <strong>{overall.sentence}</strong>
            </p>
          )}
          <Table caption={TEXT.compareCaption}>
            <thead>
              <tr>
                <th scope="col">{TEXT.metric}</th>
                {compared.map((c) => (
                  <th key={c.name} scope="col">
                    {c.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">¿Me compensa?</th>
                {compared.map((c, index) => (
                  <td
                    key={c.name}
                    className={overall?.winner === index ? 'is-best' : undefined}
                    data-result={`comparison.verdict.${index}`}
                    data-value={c.analysis.verdict.verdict}
                  >
                    {VERDICT_WORDS[c.analysis.verdict.verdict]}
                  </td>
                ))}
              </tr>
              {rows.map((row) => (
                <tr key={row.metric.key}>
                  <th scope="row">{capitalised(row.metric.label)}</th>
                  {row.values.map((value, index) => (
                    <td
                      key={compared[index]?.name}
                      className={row.winner === index ? 'is-best' : undefined}
                    >
                      {formatCompared(value, row.metric.format)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
          <ul className="analysis-compare__why">
            {rows.map((row) => (
              <li key={row.metric.key}>{row.sentence}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
