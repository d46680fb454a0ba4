/**
 * How an area declares an api read: its path, the schema of its payload and the message shown
 * when it fails. Pure data (no client, no React), so that an area's contract can be bundled by
 * its remote and imported by the api alike; the kernel's queries read any such definition.
 */
import type { z } from 'zod/mini';

export interface Endpoint<S extends z.core.$ZodType = z.core.$ZodType> {
  /** Path after /api/. */
  path: string;
  schema: S;
  /** The message shown when the load fails. */
  errorMessage: string;
  /** Loaded once and reused by every page that reads it. */
  loadOnce?: boolean;
  /** Checked on arrival instead of `schema`, whose parts the readers validate when they use them. */
  arrivalSchema?: z.core.$ZodType;
}

/**
 * A GET of one thing named in the path (a loan, a property, a year): `path(arg)` builds it.
 * Its replies are cached by path.
 */
export interface ParamEndpoint<S extends z.core.$ZodType = z.core.$ZodType, A extends unknown[] = never[]> {
  path: (...args: A) => string;
  schema: S;
  errorMessage: string;
}

/** Checks a definition against Endpoint while keeping its own schema types. */
export function defineEndpoint<E extends Endpoint>(e: E): E {
  return e;
}

export function defineParamEndpoint<S extends z.core.$ZodType, A extends unknown[]>(e: ParamEndpoint<S, A>): ParamEndpoint<S, A> {
  return e;
}

/** One path segment, encoded. */
export const pathSegment = (value: string | number) => encodeURIComponent(String(value));

/** The payload once its `schema` accepted it. */
export type EndpointData<E extends Endpoint> = z.infer<E['schema']>;
/** What the query cache holds: the payload as checked on arrival. */
export type ArrivedData<E extends Endpoint> = E extends { arrivalSchema: infer A extends z.core.$ZodType } ? z.infer<A> : EndpointData<E>;
