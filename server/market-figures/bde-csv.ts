// Reads one monthly series from a table of the Banco de España's statistical publications (the
// Boletín Estadístico, "BE"), as the bank publishes it in CSV.
//
// Format (Banco de España, "Ficheros CSV de series temporales",
// https://www.bde.es/webbe/en/estadisticas/compartido/docs/manual_archivos_csv_en.pdf): one file per
// table, e.g. https://www.bde.es/webbe/es/estadisticas/compartido/datos/csv/be1901.csv, encoded in
// Latin-1, fields separated by commas, text in double quotes, full stop as decimal point. Six header
// rows, one column per series after the first: alias ("BE_19_1.5"), sequential number, series code
// ("D_1NBAF472"), description, units ("Porcentaje") and frequency ("MENSUAL"); the bank has shipped
// these rows in more than one order, so each is found by its label or, for the code, by its value.
// Then one row per period, the first cell the period ("FEB 2026" for a month, Spanish three-letter
// month), "_" for a value that does not exist and "..." for one not available; two closing rows
// (FUENTE, NOTAS).

export interface Observation {
  /** 'YYYY-MM'. */
  month: string;
  /** Percent, as published: 2.221 means 2,221 %. */
  value: number;
}

const MONTHS = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const HEADER_ROWS = 6;
const PERIOD = /^([A-Z]{3}) (\d{4})$/;

/** One CSV record: commas outside double quotes separate fields; "" inside quotes is a quote. */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

function monthOf(period: string): string | undefined {
  const match = PERIOD.exec(period.trim().toUpperCase());
  const index = match ? MONTHS.indexOf(match[1] ?? '') : -1;
  return match && index >= 0 ? `${match[2]}-${String(index + 1).padStart(2, '0')}` : undefined;
}

/**
 * The monthly observations of series `code` in a table file, oldest first. Throws when the code is
 * not in the header or the series is not monthly: a renamed or moved series must fail loudly, not
 * feed another series' figure to the site.
 */
export function seriesObservations(csv: string, code: string): Observation[] {
  const rows = csv
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(csvFields);
  const header = rows.slice(0, HEADER_ROWS);
  const column = header.map((row) => row.indexOf(code)).find((index) => index > 0);
  if (column === undefined) throw new Error(`La serie ${code} no está en la cabecera de la tabla.`);
  const frequency = header.find((row) => row[0]?.toUpperCase() === 'FRECUENCIA')?.[column];
  if (frequency?.toUpperCase() !== 'MENSUAL')
    throw new Error(`La serie ${code} no es mensual (frecuencia: ${frequency ?? 'sin dato'}).`);
  const observations: Observation[] = [];
  for (const row of rows.slice(HEADER_ROWS)) {
    const month = monthOf(row[0] ?? '');
    const cell = row[column] ?? '';
    if (!month || cell === '' || cell === '_' || cell === '...') continue;
    const value = Number(cell);
    if (!Number.isFinite(value)) throw new Error(`Valor no numérico en ${code}, ${month}: ${cell}`);
    observations.push({ month, value });
  }
  return observations.sort((a, b) => a.month.localeCompare(b.month));
}
