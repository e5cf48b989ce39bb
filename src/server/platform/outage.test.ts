import { describe, expect, it } from 'vitest';
import { isOutage } from './outage';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('an error that says a service behind the server is out of reach', () => {
  it('is told by the drivers’ words and codes, through drizzle’s causes', () => {
    for (const err of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('connection failure', '08006'),
      new Error('Connection is closed.'),
      new Error('Command timed out'),
      Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
        name: 'MaxRetriesPerRequestError',
      }),
      new Error('PGlite is closed'),
      Object.assign(new Error('Failed query: select 1'), { cause: new Error('Connection terminated') }),
    ])
      expect(isOutage(err), String(err)).toBe(true);
  });

  it('is not a fault of the request or a bug', () => {
    for (const err of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('invalid input syntax for type integer', '22P02'),
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      Object.assign(new Error('Failed query: select 1'), { cause: withCode('syntax error', '42601') }),
      'a string',
      null,
    ])
      expect(isOutage(err), String(err)).toBe(false);
  });
});
