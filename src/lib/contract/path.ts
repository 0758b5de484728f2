/** The names of a path pattern's `:name` parameters: `'api/docs/:file'` has `'file'`. */
export type PathParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * An endpoint's path with its parameters filled in, each encoded as one segment:
 * `fillPath('api/ui/icons/:set', { set: 'feather' })` is `api/ui/icons/feather`. The pattern is the
 * one the fake backend answers, so the path is written once.
 */
export function fillPath<Pattern extends string>(pattern: Pattern, params: Record<PathParamNames<Pattern>, string>): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${pattern} needs its parameter ${name}.`);
    return encodeURIComponent(value);
  });
}
