/** The phases of one site build, as a publish reports them. */
export type BuildPhase = 'start-up' | 'bundle' | 'pull' | 'render' | 'finish';

/** What a site build tells the publish running it (through Node's IPC channel). */
export type BuildEvent =
  | { kind: 'phase'; phase: BuildPhase }
  | { kind: 'pages'; total: number; rendered: number }
  | { kind: 'note'; text: string }
  /** Bundled, the child waits for its publish's "go" before it reads any data (see build-child.ts). */
  | { kind: 'bundled' };
