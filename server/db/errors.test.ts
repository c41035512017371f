// Failed queries are logged by code and table only: the e-mail, message or generated text a query
// carried never reaches the log.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { dbErrorSummary, isDatabaseError, logServerError } from './errors';

/** What postgres.js throws: the server's message may quote a value. */
function postgresError(fields: Record<string, string>): Error {
  return Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    name: 'PostgresError',
    ...fields,
  });
}

const QUERY = 'insert into "contact_requests" ("nombre", "email", "mensaje") values ($1, $2, $3)';
const PARAMS = ['Lucía', 'lucia@sol.es', 'Hola\u0000'];

describe('dbErrorSummary', () => {
  it("gives Drizzle's wrapped error as its code and the query's table", () => {
    const error = new DrizzleQueryError(QUERY, PARAMS, postgresError({ code: '22021' }));
    expect(String(error.message)).toContain('lucia@sol.es');
    expect(dbErrorSummary(error)).toBe('database error 22021 on contact_requests');
  });

  it('prefers the table the server names (constraint violations)', () => {
    const cause = postgresError({ code: '23505', table_name: 'newsletter_subscribers' });
    const error = new DrizzleQueryError('update x set a = $1', ['ana@ejemplo.es'], cause);
    expect(dbErrorSummary(error)).toBe('database error 23505 on newsletter_subscribers');
  });

  it('tells database errors from others', () => {
    expect(isDatabaseError(new DrizzleQueryError(QUERY, PARAMS))).toBe(true);
    expect(isDatabaseError(postgresError({ code: '57P01' }))).toBe(true);
    expect(isDatabaseError(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('logServerError', () => {
  it('logs no parameter, value or server message of a failed query', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const error = new DrizzleQueryError(QUERY, PARAMS, postgresError({ code: '22021' }));
      logServerError('contact-inmobiliaria', error, 'request not stored');
      const line = logged.mock.calls.flat().map(String).join(' ');
      expect(line).toBe(
        '[contact-inmobiliaria] request not stored: database error 22021 on contact_requests',
      );
      for (const secret of [...PARAMS, '0x00']) expect(line).not.toContain(secret);
    } finally {
      logged.mockRestore();
    }
  });

  it('keeps the stack of any other error', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const bug = new TypeError('x is undefined');
      logServerError('health', bug);
      expect(logged).toHaveBeenCalledWith('[health]', bug);
    } finally {
      logged.mockRestore();
    }
  });
});
