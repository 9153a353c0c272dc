/**
 * One definition of a parameterised API path for both sides: the server registers it by its
 * `.pattern` (`/api/campaigns/:id`), whose parameter names give the route's params; the console
 * calls the function with the parameters in order (`CAMPAIGN_API.one(5)` is `/api/campaigns/5`).
 * Static paths stay plain strings.
 */
export type ApiPath<P extends string> = ((...args: PathArgs<P>) => string) & { readonly pattern: P };

/** The arguments of a pattern: one per `:name` and a last one for a trailing `*`, in order. */
export type PathArgs<P extends string> = ArgsOf<ParamNames<P>>;

/** The parameter names of a pattern in order: `'/api/campaigns/:id/set/:active'` is `['id', 'active']`. */
export type ParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? [...ParamName<Head>, ...ParamNames<Rest>]
  : ParamName<P>;
type ParamName<S extends string> = S extends `:${infer Name}` ? [Name] : S extends '*' ? ['*'] : [];
type ArgsOf<Names extends string[]> = {
  [K in keyof Names]: Names[K] extends 'active' ? boolean : string | number;
};

const segment = (value: string | number | boolean) =>
  encodeURIComponent(typeof value === 'boolean' ? (value ? 1 : 0) : value);

/**
 * The path of `pattern` with its parameters filled in: values are URL-encoded, a boolean is
 * written 1 or 0 (`/set/:active`), and the rest of a path in place of `*` keeps its slashes.
 */
export function apiPath<const P extends string>(pattern: P): ApiPath<P> {
  const build = (...args: (string | number | boolean)[]) => {
    let next = 0;
    return pattern
      .split('/')
      .map((part) => {
        if (part === '*') return String(args[next++]).split('/').map(encodeURIComponent).join('/');
        return part.startsWith(':') ? segment(args[next++]!) : part;
      })
      .join('/');
  };
  return Object.assign(build as (...args: PathArgs<P>) => string, { pattern });
}
