// Errors of the package: SittuyinError with its stable codes, and the argument checks that keep
// bad input away from the wasm core (a wrong type is ERR_ARGUMENT, never a trap).

import { ERROR_CODES, type ErrorCode } from './generated/boundary.js';
import type { SquareName } from './types.js';

/** Every code a SittuyinError carries, and its type: generated from the crate's one enum of codes
 * (crate/src/errors.rs `ErrorCode`), which the Rust errors and the wasm bindings use. */
export { ERROR_CODES, type ErrorCode };

/** Every error the package throws: a stable `code` and a human message. */
export class SittuyinError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'SittuyinError';
    this.code = code;
  }
}

const KNOWN = new Set<string>(ERROR_CODES);

/** Converts whatever the wasm layer threw into a SittuyinError. */
export function translate(e: unknown): SittuyinError {
  if (e instanceof SittuyinError) return e;
  if (e instanceof Error) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && KNOWN.has(code)) return new SittuyinError(code as ErrorCode, e.message);
    return new SittuyinError('ERR_INTERNAL', e.message);
  }
  return new SittuyinError('ERR_INTERNAL', String(e));
}

/** Runs `f`, rethrowing any failure as a SittuyinError. */
export function guard<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw translate(e);
  }
}

/** A short description of a value for error messages (never the whole of a long string). */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  return typeof value;
}

export function requireString(value: unknown, what: string, max = 4096): string {
  if (typeof value !== 'string') {
    throw new SittuyinError('ERR_ARGUMENT', `${what} must be a string, got ${describe(value)}`);
  }
  if (value.length > max) {
    throw new SittuyinError('ERR_ARGUMENT', `${what} is too long (${value.length} characters)`);
  }
  return value;
}

/** A square name ('a1'..'h8'), else ERR_ARGUMENT. */
export function requireSquare(value: unknown, what: string): SquareName {
  if (typeof value !== 'string' || !/^[a-h][1-8]$/.test(value)) {
    throw new SittuyinError('ERR_ARGUMENT', `${what} must be a square (a1..h8), got ${describe(value)}`);
  }
  return value as SquareName;
}

export function requireOneOf<T extends string>(value: unknown, what: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new SittuyinError('ERR_ARGUMENT', `${what} must be one of ${allowed.map((a) => `'${a}'`).join(', ')}, got ${describe(value)}`);
  }
  return value as T;
}

/** A finite number, or undefined when absent. */
export function optionalNumber(value: unknown, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new SittuyinError('ERR_ARGUMENT', `${what} must be a number, got ${describe(value)}`);
  }
  return value;
}

export function requireObject(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object') {
    throw new SittuyinError('ERR_ARGUMENT', `${what} must be an object, got ${describe(value)}`);
  }
  return value as Record<string, unknown>;
}
