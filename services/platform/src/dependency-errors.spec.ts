import { isDependencyDown } from './dependency-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDependencyDown', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
    ['pg: the socket closed mid-query', new Error('Connection terminated unexpectedly')],
    [
      'pg: no connection within the pool timeout',
      new Error('timeout exceeded when trying to connect'),
    ],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['PostgreSQL starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['ioredis: Redis gone', new Error('Connection is closed.')],
    [
      'ioredis: retries used up',
      Object.assign(new Error('Reached the max retries per request limit (which is 2).'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
    [
      "TypeORM's QueryFailedError around a dropped connection",
      Object.assign(new Error('Query failed'), { driverError: new Error('Connection terminated') }),
    ],
    [
      'an AggregateError of every address refusing',
      Object.assign(new AggregateError([withCode('x', 'ECONNREFUSED')], 'connect failed'), {}),
    ],
  ])('%s is an outage', (_what, err) => {
    expect(isDependencyDown(err)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "FORM"', '42601')],
    ['nothing', undefined],
    ['a string', 'Connection terminated'],
  ])('%s is not', (_what, err) => {
    expect(isDependencyDown(err)).toBe(false);
  });
});
