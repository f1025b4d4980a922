import { z } from 'zod';
import { ConfigError } from './config-error.ts';

// The pieces of the environment's schema (config.ts) that several of its parts use. A rule's
// message leaves out the variable's name; the issue's path puts it in front ("PORT must be …"),
// and a rule over several variables says them itself.

type Ctx = z.core.$RefinementCtx;

/** Adds a rule's issue (to `variable`, or to the whole environment) and gives up on the value. */
export const fail = (ctx: Ctx, message: string, variable?: string): never => {
  ctx.addIssue({ code: 'custom', message, ...(variable ? { path: [variable] } : {}) });
  return z.NEVER;
};

/** A variable as given, with the empty string counted as unset. */
export const optional = z
  .string()
  .optional()
  .transform((raw) => (raw === '' ? undefined : raw));

/** A variable trimmed, with blank counted as unset. */
export const trimmed = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);

/** What is wrong with `raw` as a URL with one of `protocols` (such as `'https:'`), if anything. */
const urlProblem = (raw: string, protocols: readonly string[]): string | undefined => {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return `must be a URL, got "${raw}"`;
  }
  if (!protocols.includes(parsed.protocol))
    return `must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${raw}"`;
  return undefined;
};

/** A URL with one of `protocols`, as written (`'https:'`…), or with `as` applied to it. */
export const url = <T = string>(protocols: readonly string[], as: (raw: string) => T = (raw) => raw as T) =>
  z.string().transform((raw, ctx): T => {
    const problem = urlProblem(raw, protocols);
    return problem ? fail(ctx, problem) : as(raw);
  });

/** The same, unset when blank. */
export const optionalUrl = <T = string>(protocols: readonly string[], as?: (raw: string) => T) =>
  optional.pipe(url(protocols, as).optional());

/** An http(s) address without trailing slashes. */
export const httpAddress = url(['http:', 'https:'], (raw) => raw.replace(/\/+$/, ''));

/** A whole number from `min` to `max`, `fallback` when blank. */
export const wholeNumber = (fallback: number, min: number, max: number) =>
  trimmed.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > max)
      return fail(ctx, `must be a whole number from ${min} to ${max}, got "${value}"`);
    return number;
  });

/** true/1 or false/0 in any case; unset is false. */
export const trueOrFalse = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const value = raw === '' ? undefined : raw?.toLowerCase();
    if (value === undefined || value === 'false' || value === '0') return false;
    if (value === 'true' || value === '1') return true;
    return fail(ctx, `must be true or false, got "${raw}"`);
  });

/** Parses a variable that only counts when others are set, its issue named after `variable`. */
export const readIf = <T>(ctx: Ctx, variable: string, schema: z.ZodType<T>, raw: unknown): T => {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) fail(ctx, issue.message, variable);
  return z.NEVER;
};

/** The environment through `schema`, or the first broken rule as one line that names its variable. */
export const parseEnv = <T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T => {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const variable = issue?.path.join('.');
  throw new ConfigError(variable ? `${variable} ${issue?.message}` : (issue?.message ?? 'Bad configuration'));
};
