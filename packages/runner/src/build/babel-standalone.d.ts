// The part of @babel/standalone (7.29, no types of its own) the runner uses.
declare module '@babel/standalone' {
  export type BabelResult = { code: string | null; metadata: Record<string, unknown> };
  export function transform(code: string, options: Record<string, unknown>): BabelResult;
}
