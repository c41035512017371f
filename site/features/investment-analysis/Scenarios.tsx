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
import { readStored, writeStored } from '../../lib/storage';
import { useLinkedForm, type LinkHost, type LinkedFormState } from '../calculator/useLinkedForm';
import { SCENARIO_FORM } from './linked-parts';
import ScenarioComparison from './ScenarioComparison';
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
  savedAt: (iso: string) => formatDate(iso),
};

type ScenarioForm = LinkedFormState<{ scenarioName: string }>;

interface Current {
  current: AnalysisFormValues | undefined;
  override: PurchaseCostsOverride | undefined;
}

function useScenarioList({ current, override }: Current, scenario: ScenarioForm) {
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
  const remove = (id: string) => {
    store(removeScenario(list, id));
    setSelected((previous) => previous.filter((other) => other !== id));
  };
  const toggle = (id: string) => setSelected((previous) => toggleCompared(previous, id));
  return { list, name, setName, error, status, selected, onSave, remove, toggle };
}

function ScenarioItem({
  scenario: s,
  selected,
  onToggle,
  onOpen,
  onRemove,
}: {
  scenario: SavedScenario;
  selected: readonly string[];
  onToggle: () => void;
  onOpen: () => void;
  onRemove: () => void;
}) {
  return (
    <li data-scenario={s.name}>
      <label className="analysis-scenarios__pick">
        <input
          type="checkbox"
          checked={selected.includes(s.id)}
          disabled={!selected.includes(s.id) && selected.length >= MAX_COMPARED}
          onChange={onToggle}
        />
        <span>
          <strong>{s.name}</strong> <small>{TEXT.savedAt(s.savedAt)}</small>
        </span>
        <span className="visually-hidden">{TEXT.compare}</span>
      </label>
      <span className="analysis-scenarios__actions">
        <Button onClick={onOpen}>{TEXT.open}</Button>
        <Button variant="quiet" onClick={onRemove}>
          {TEXT.remove}
        </Button>
      </span>
    </li>
  );
}

export default function Scenarios({
  current,
  override,
  onOpen,
  link,
}: Current & {
  onOpen: (values: AnalysisFormValues, override: PurchaseCostsOverride | undefined) => void;
  /** The calculator's share link: it carries the name of the scenario on screen. */
  link: LinkHost;
}) {
  const scenario = useLinkedForm(link, SCENARIO_FORM);
  const { list, name, setName, error, status, selected, onSave, remove, toggle } = useScenarioList(
    { current, override },
    scenario,
  );
  const compared = useMemo(
    () =>
      selected
        .map((id) => list.find((s) => s.id === id))
        .filter((s): s is SavedScenario => s !== undefined)
        .map((s) => ({ name: s.name, analysis: computeAnalysis(s.values, s.override).analysis })),
    [selected, list],
  );
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
            <ScenarioItem
              key={s.id}
              scenario={s}
              selected={selected}
              onToggle={() => toggle(s.id)}
              onOpen={() => {
                scenario.set({ scenarioName: s.name });
                onOpen(s.values, s.override);
              }}
              onRemove={() => remove(s.id)}
            />
          ))}
        </ul>
      )}
      {selected.length >= MAX_COMPARED && <p className="field__hint">{TEXT.limit}</p>}
      <ScenarioComparison compared={compared} />
    </div>
  );
}
