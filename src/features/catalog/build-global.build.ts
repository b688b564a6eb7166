/**
 * A value shared by every copy of a module in one build thread. The pages, the build's integration
 * and a publish's own code each load their own copies of the build's modules, so a module variable
 * is not shared between them; the global object, under a registered symbol, is.
 */
export function buildGlobal<T>(name: string): { get(): T | undefined; set(value: T): void } {
  const key = Symbol.for(`avconnect.${name}`);
  const slots = globalThis as Record<symbol, T | undefined>;
  return {
    get: () => slots[key],
    set: (value) => {
      slots[key] = value;
    },
  };
}
