// A local stand-in for the Banco de España's statistical tables in CSV, for tests, in the bank's
// published format (server/market-figures/bde-csv.ts describes it and cites the bank's manual):
// Latin-1 bytes, six quoted header rows (alias, sequential number, series code, description, units,
// frequency), one row per month ("FEB 2026"), "..." for a value not available, FUENTE and NOTAS last.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSeries {
  code: string;
  description: string;
  frequency?: string;
  /** 'YYYY-MM' -> percent; a month missing here is written "...". */
  values: Record<string, number>;
}

const MONTHS = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** One table's CSV text, every series a column, every month any series has a row. */
export function bdeTableCsv(table: string, series: FakeSeries[]): string {
  const months = [...new Set(series.flatMap((one) => Object.keys(one.values)))].sort();
  const header = (label: string, cell: (one: FakeSeries, index: number) => string) =>
    [quote(label), ...series.map(cell)].join(',');
  const lines = [
    header('ALIAS DE LA SERIE', (_one, index) => quote(`${table}.${index + 1}`)),
    header('NÚMERO SECUENCIAL', (_one, index) => String(587853 + index)),
    header('NOMBRE DE LA SERIE', (one) => quote(one.code)),
    header('DESCRIPCIÓN DE LA SERIE', (one) => quote(one.description)),
    header('DESCRIPCIÓN DE LAS UNIDADES', () => quote('Porcentaje')),
    header('FRECUENCIA', (one) => quote(one.frequency ?? 'MENSUAL')),
    ...months.map((month) => {
      const label = `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
      return [quote(label), ...series.map((one) => String(one.values[month] ?? '...'))].join(',');
    }),
    quote('FUENTE: Banco de España.'),
    quote('NOTAS: Datos de prueba.'),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export interface FakeBde {
  /** What BDE_CSV_BASE_URL is set to: files are served under it by name. */
  baseURL: string;
  /** File name ("be1901.csv") -> its series; change it between runs to publish a new month. */
  tables: Map<string, FakeSeries[]>;
  /** The file names requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeBde(tables: Record<string, FakeSeries[]>): Promise<FakeBde> {
  const fake: FakeBde = {
    baseURL: '',
    tables: new Map(Object.entries(tables)),
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const file = (req.url ?? '').split('/').pop() ?? '';
    fake.requests.push(file);
    const series = fake.tables.get(file);
    if (!series) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/csv; charset=iso-8859-1' });
    res.end(Buffer.from(bdeTableCsv(file.replace(/\.csv$/, '').toUpperCase(), series), 'latin1'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return fake;
}
