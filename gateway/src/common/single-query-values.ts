import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** A parameter name safe to repeat in a message; anything else is not echoed back. */
const PLAIN_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/** The parameter a query key refers to: `limit` for `limit`, `limit[]` and `limit[$gt]`. */
function parameterOf(key: string): string {
  const bracket = key.indexOf('[');
  return bracket > 0 ? key.slice(0, bracket) : key;
}

export function singleValueMessage(key: string): string {
  const name = parameterOf(key);
  return PLAIN_NAME.test(name)
    ? `The query parameter '${name}' must be a single value.`
    : 'Every query parameter must be a single value.';
}

/**
 * Every query parameter of the API is one plain value. Express reads `limit=1&limit=2` as an
 * array and keeps `limit[]=1` or `limit[$gt]=0` under their bracketed names, which a route then
 * silently ignores (answering with its defaults) or, with another query parser, would take as an
 * array or an operator object. One middleware in front of every route refuses all of them with a
 * 400 naming the parameter, so no route can forget to.
 */
export function refuseManyValuedQuery(req: Request, _res: Response, next: NextFunction): void {
  for (const [key, value] of Object.entries(req.query as Record<string, unknown>)) {
    if (typeof value !== 'string' || /[[\]]/.test(key)) {
      return next(new BadRequestException(singleValueMessage(key)));
    }
  }
  next();
}
