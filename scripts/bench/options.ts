/** The parts of the benchmark, in the order a full run takes them. */
export const benchParts = [
  'bytes',
  'contract',
  'lighthouse',
  'site-check',
  'build',
  'pull',
  'search',
  'filters',
  'relevance',
  'finder',
  'prices',
  'security',
  'abuse',
  'cluster',
] as const;
export type BenchPart = (typeof benchParts)[number];

export interface BenchOptions {
  parts: BenchPart[];
  /** Skips the 20,000-product catalogue (build scaling stops at 5,000; search and relevance run on 5,000). */
  quick: boolean;
}

function isPart(name: string): name is BenchPart {
  return (benchParts as readonly string[]).includes(name);
}

function partsFrom(list: string): BenchPart[] {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isPart(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(`--only takes a comma-separated list of ${benchParts.join(', ')}; got "${list}"`);
  }
  return benchParts.filter((part) => names.includes(part));
}

/** `--only search,lighthouse` (or `--only=…`) picks parts; `--quick` skips the largest catalogue. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { parts: [...benchParts], quick: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--quick') options.quick = true;
    else if (arg === '--only') options.parts = partsFrom(argv[(index += 1)] ?? '');
    else if (arg.startsWith('--only=')) options.parts = partsFrom(arg.slice('--only='.length));
    else throw new Error(`Unknown option "${arg}" (use --only <parts> and --quick)`);
  }
  return options;
}
