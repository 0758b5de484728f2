import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { z } from '@/lib/validation';
import { requestSession } from './data/auth';
import { mayOpen, type PageAccess } from '@/features/user/page-access';
import { specDelay } from './delays';
import { sessionRole } from './user-table';
import type { Contract, Exchange, Method as ContractMethod } from '@/lib/contract';

// A refused request names each field and why, in words a developer reads in the network panel. The
// app's forms bring their own translated messages and load no locale of the validator.
z.config(z.locales.en());

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What the workbench's Fake backend page lists of an endpoint. */
export interface EndpointInfo {
  method: Uppercase<Method>;
  /** Relative to the API base, exactly as template-apps.md or product-shell.md writes it. */
  path: string;
  /** The rule it follows, in a sentence: what it takes, what it answers. */
  rule: string;
  /** The answer time of the spec, in the demo only (tests and the workbench answer at once). */
  delayMs: number;
  /** Who may call it: `session`, only with a valid access token (401 otherwise); `anyone`, a visitor too. */
  access: Access;
  /** The page whose data it is: a session whose role may not open that page is refused (403), as the app keeps it out. */
  page?: PageAccess;
}

/**
 * `session`: the endpoint answers only a request that carries a valid access token, and 401 without
 * one. `anyone`: the few a visitor needs before or without signing in (sign-in itself, help, the menu).
 */
export type Access = 'session' | 'anyone';

export interface Endpoint {
  info: EndpointInfo;
  handler: HttpHandler;
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface EndpointContext<B, Q> {
  /** The verified access token's subject, on an endpoint that needs a session. */
  session: { userId: string } | null;
  body: Output<B>;
  query: Output<Q>;
  params: PathParams;
  request: Request;
}

interface AnswerRules<B extends z.ZodMiniType | undefined, Q extends z.ZodMiniType | undefined> {
  rule: string;
  delayMs?: number;
  /** `session` unless said otherwise: see `Access`. */
  access?: Access;
  /** The page whose data it answers, by the page-access table: a role that may not open the page gets 403. */
  page?: PageAccess;
  /** The JSON body's schema; a body that does not fit answers 400 with the field and the reason. */
  body?: B;
  /** The query string's schema (values arrive as text: use `z.coerce` for numbers). */
  query?: Q;
}

interface EndpointSpec<B extends z.ZodMiniType | undefined, Q extends z.ZodMiniType | undefined> extends AnswerRules<B, Q> {
  path: string;
}

/** What a resolver answers: a value sent as JSON (`undefined` and unknown ids as `null`), or a Response of its own. */
type Answer = unknown;

export interface FieldProblem {
  field: string;
  reason: string;
}

/** The one shape of a refused request: a message to read, and each field with its reason. */
export function badRequest(problems: FieldProblem[]) {
  const message = problems.map(({ field, reason }) => (field ? `${field}: ${reason}` : reason)).join('; ');
  return HttpResponse.json({ message, field: problems[0]?.field ?? '', reason: problems[0]?.reason ?? '', problems }, { status: 400 });
}

const problemsOf = (error: z.core.$ZodError, where: 'body' | 'query'): FieldProblem[] =>
  error.issues.map((issue) => ({ field: issue.path.length ? issue.path.join('.') : where, reason: issue.message }));

class RefusedRequest extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((problem) => `${problem.field}: ${problem.reason}`).join('; '));
  }
}

/** The one answer to a request that needs a session and has none: no token, an expired, forged or other-purpose one. */
export const notSignedIn = () => HttpResponse.json({ message: 'Sign in first' }, { status: 401 });

/** The answer to a session whose role may not open the page the data belongs to. */
export const notAllowed = (page: PageAccess) => HttpResponse.json({ message: `Your role may not open ${page}` }, { status: 403 });

/** Refuses the request from inside a resolver, for a rule a schema cannot say (e.g. "a known chat"). */
export function refuse(field: string, reason: string): never {
  throw new RefusedRequest([{ field, reason }]);
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new RefusedRequest([{ field: 'body', reason: 'The body is not valid JSON.' }]);
  }
}

/** What a resolver may answer for a contract: its answer, a Response of its own, or `undefined` where the answer may be null. */
type AnswerTo<A> = A | Response | (null extends A ? undefined : never);

/** A type error, named after the problem, when what the client sends does not fit what the schema accepts. */
type Fits<Sent, Accepted, Problem extends string> = [Sent] extends [Accepted] ? unknown : { [P in Problem]: never };

/** The keys an object type must have. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/**
 * A query arrives as text, so only its names are compared: the schema knows every name the contract
 * sends, and the contract always sends each name the schema requires. The values are the schema's
 * to check (a number, one of a list).
 */
type QueryFits<Sent, Accepted> = [keyof Sent] extends [keyof Accepted]
  ? [RequiredKeys<Accepted>] extends [RequiredKeys<Sent>]
    ? unknown
    : { theQuerySchemaRequiresANameTheContractMayLeaveOut: never }
  : { theQuerySchemaDoesNotKnowANameTheContractSends: never };

type BodyCheck<E extends Exchange, B> = B extends z.ZodMiniType
  ? 'body' extends keyof E
    ? // A body left out arrives as nothing, which a schema with a fallback (`z.catch`) takes as its default.
      Fits<Exclude<E['body'], undefined>, z.input<B>, 'theBodySchemaRefusesWhatTheContractSends'>
    : { theContractSendsNoBody: never }
  : unknown;

type QueryCheck<E extends Exchange, Q> = Q extends z.ZodMiniType
  ? 'query' extends keyof E
    ? QueryFits<E['query'], z.input<Q>>
    : { theContractSendsNoQuery: never }
  : unknown;

/** What an endpoint adds to its contract: the rule, the spec's delay, who may call it, and the schemas of what it reads. */
type AnswerSpec<E extends Exchange, B extends z.ZodMiniType | undefined, Q extends z.ZodMiniType | undefined> = AnswerRules<B, Q> &
  BodyCheck<E, B> &
  QueryCheck<E, Q>;

/** What a resolver is for a contract: it gets the parsed request and answers the contract's answer. */
type Resolver<E extends Exchange, B extends z.ZodMiniType | undefined, Q extends z.ZodMiniType | undefined> = (
  context: EndpointContext<B, Q>,
) => AnswerTo<E['answer']> | Promise<AnswerTo<E['answer']>>;

function answer<
  M extends ContractMethod,
  E extends Exchange,
  B extends z.ZodMiniType | undefined = undefined,
  Q extends z.ZodMiniType | undefined = undefined,
>(contract: Contract<M, E>, spec: AnswerSpec<E, B, Q>, resolve: Resolver<E, B, Q>): Endpoint {
  return define(contract.method.toLowerCase() as Method)<B, Q>({ ...(spec as AnswerRules<B, Q>), path: contract.path }, resolve);
}

function define(method: Method) {
  return <B extends z.ZodMiniType | undefined = undefined, Q extends z.ZodMiniType | undefined = undefined>(
    spec: EndpointSpec<B, Q>,
    resolve: (context: EndpointContext<B, Q>) => Answer | Promise<Answer>,
  ): Endpoint => {
    const delayMs = spec.delayMs ?? 0;
    const access = spec.access ?? 'session';
    const handler = http[method](`*/${spec.path}`, async ({ request, params }) => {
      await specDelay(delayMs);
      let session: EndpointContext<B, Q>['session'] = null;
      if (access === 'session') {
        const claims = await requestSession(request);
        if (!claims?.sub) return notSignedIn();
        session = { userId: claims.sub };
        if (spec.page && !mayOpen(spec.page, sessionRole())) return notAllowed(spec.page);
      }
      try {
        let query: unknown;
        if (spec.query) {
          const parsed = spec.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
          if (!parsed.success) return badRequest(problemsOf(parsed.error, 'query'));
          query = parsed.data;
        }
        let body: unknown;
        if (spec.body) {
          const parsed = spec.body.safeParse(await readJson(request));
          if (!parsed.success) return badRequest(problemsOf(parsed.error, 'body'));
          body = parsed.data;
        }
        const answer = await resolve({ session, body, query, params, request } as EndpointContext<B, Q>);
        return answer instanceof Response ? answer : HttpResponse.json((answer ?? null) as never);
      } catch (error) {
        if (error instanceof RefusedRequest) return badRequest(error.problems);
        // A record that does not fit its entity's schema (a merge gone wrong) is the request's fault here.
        if (error instanceof z.core.$ZodError) return badRequest(problemsOf(error, 'body'));
        throw error;
      }
    });
    return {
      info: {
        method: method.toUpperCase() as Uppercase<Method>,
        path: spec.path,
        rule: spec.rule,
        delayMs,
        access,
        ...(spec.page ? { page: spec.page } : {}),
      },
      handler,
    };
  };
}

/**
 * One endpoint of the fake backend, answering its contract (the path and method the app calls, the
 * answer it expects): the rule in a sentence, the spec's delay, who may call it, and schemas for what
 * it reads. The resolver gets the parsed body and query and answers a value of the contract's type;
 * everything around that (the session, parsing, 400s, delays, JSON) is done here once. A schema that
 * would refuse what the contract sends, or an answer of another type, does not compile.
 */
export const endpoint = Object.assign(answer, {
  /** The same, for the endpoints of one page's data: each refuses (403) the roles the page-access table keeps out of `page`. */
  of(page: PageAccess): typeof answer {
    return (contract, spec, resolve) => answer(contract, { page, ...spec }, resolve);
  },
});

/** One area of the spec (contacts, inventory, ...): its endpoints, loaded together on first use. */
export interface Area {
  name: string;
  endpoints: EndpointInfo[];
  handlers: HttpHandler[];
}

export function defineArea(name: string, endpoints: Endpoint[], extraHandlers: HttpHandler[] = []): Area {
  return { name, endpoints: endpoints.map((item) => item.info), handlers: [...endpoints.map((item) => item.handler), ...extraHandlers] };
}

/** A query parameter that names a record: `?id=`. */
const itemId = z.string().check(z.minLength(1));

export const idQuery = z.object({ id: itemId });

/**
 * The body of a change to one item, as the spec's PATCH and POST endpoints take it: the item's `id`
 * beside the change under its own name (`{id, contact}`, `{id, card}`, ...).
 */
export function idAndChange<K extends string, S extends z.ZodMiniType>(name: K, change: S) {
  return z.object({ id: itemId, [name]: change } as { id: typeof itemId } & { [P in K]: S });
}

/** The page of a list, in either of the two shapes the spec names. */
export interface PageRequest {
  page: number;
  size: number;
}

function pageOf<T>(items: readonly T[], begin: number, size: number) {
  const end = Math.min(begin + size, items.length);
  return { items: items.slice(begin, end), begin, end };
}

const lastPageOf = (length: number, size: number) => Math.max(Math.ceil(length / size), 1);

/**
 * Inventory's paging (template-apps.md point 7): `page` is applied as a zero-based offset; a page
 * beyond the last answers no items and only `lastPage`.
 */
export function inventoryPage<T>(items: readonly T[], { page, size }: PageRequest) {
  const lastPage = lastPageOf(items.length, size);
  if (page > lastPage) return { items: null, pagination: { lastPage } };
  const { items: slice, begin, end } = pageOf(items, page * size, size);
  return { items: slice, pagination: { length: items.length, size, page, lastPage, startIndex: begin, endIndex: end - 1 } };
}

/** The mailbox's paging: pages count from 1; a page beyond the last answers only `lastPage`. */
export function mailboxPage<T>(items: readonly T[], { page, size }: PageRequest) {
  const lastPage = lastPageOf(items.length, size);
  if (page > lastPage) return { items: null, pagination: { lastPage } };
  const { items: slice, begin, end } = pageOf(items, (page - 1) * size, size);
  return {
    items: slice,
    pagination: { totalResults: items.length, resultsPerPage: size, currentPage: page, lastPage, startIndex: begin, endIndex: end - 1 },
  };
}
