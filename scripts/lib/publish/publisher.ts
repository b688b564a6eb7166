import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { rollbackPhase } from '../../../src/api/staff-publishing.ts';
import { buildLayout, liveBuild } from './builds.ts';
import { publishSite, type PublishOptions } from './publish.ts';
import { latestReports, type PublishReport } from './report.ts';
import { buildEnv, buildRequestFrom, type BuildProgress } from './run-build.ts';
import { withBuildLock } from './lock.ts';
import { claimWorkDir } from './page-cache.ts';
import { bundledChildFor, dismissBuildChild, prepareBuildChild } from './warm-build.ts';

/** How long a stopping publisher waits to give back the build lock of a build process being readied. */
const CLOSE_GRACE_MS = 5_000;

/** What a trigger did: started a build, queued the one follow-up build, or joined that follow-up. */
export type TriggerAnswer = 'started' | 'queued' | 'coalesced';

/** Where the running job is: a build's phase and pages, or a rollback checking a kept build. */
export type JobProgress = Omit<BuildProgress, 'phase'> & { phase: BuildProgress['phase'] | typeof rollbackPhase };

/** One job of the publisher: a publish, or a rollback (see rollback.ts). */
interface Job {
  trigger: string;
  by?: string;
  run: (onProgress: (progress: JobProgress) => void) => Promise<PublishReport>;
}

export interface PublisherStatus {
  building: boolean;
  trigger?: string;
  by?: string;
  startedAt?: string;
  progress?: JobProgress;
  followUpQueued: boolean;
  reports: readonly Readonly<PublishReport>[];
}

export type PublisherOptions = Omit<PublishOptions, 'trigger' | 'rebuild'> & {
  /** How a build is published (the real publish; a test may count the calls). */
  publish?: (options: PublishOptions) => Promise<PublishReport>;
  /**
   * Keeps a build child waiting for the next publish, Node and Astro loaded (see warm-build.ts):
   * the seconds of their start are spent before anyone asks, not after the click.
   */
  keepWarm?: boolean;
};

/**
 * One site's publishing inside a long-running process: one build at a time, and triggers that
 * arrive during a build coalesce into a single follow-up build (it starts after the running one,
 * so it sees every change made before the last trigger).
 */
export class Publisher {
  private running: Promise<PublishReport> | undefined;
  private followUp: { trigger: string; rebuild: boolean; by?: string } | undefined;
  private current: { trigger: string; by?: string; startedAt: string; progress?: JobProgress } | undefined;
  private readonly options: PublisherOptions;
  private readonly watchers = new Set<() => void>();
  /** A child being readied holds the build lock: this publisher's next build starts after it. */
  private preparing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(options: PublisherOptions) {
    this.options = options;
    this.prepare();
  }

  /**
   * Readies a child for a build from the live build by the same code, which the next publish takes.
   * It bundles into the publish's working folder: under the build lock, as a build does.
   */
  private prepare(): void {
    if (!this.options.keepWarm) return;
    const layout = buildLayout(this.options.outDir);
    const env = buildEnv(buildRequestFrom(layout, this.options, liveBuild(layout), true));
    if (bundledChildFor(env) !== undefined) return;
    const claim = randomUUID();
    this.preparing = withBuildLock(this.options.db, async () => {
      if (this.closed) return;
      await dismissBuildChild();
      claimWorkDir(layout, claim);
      await prepareBuildChild(env, claim);
    }).catch((error: unknown) => console.error('[publish] no build child could be readied', error));
  }

  /**
   * `rebuild` builds even when catalogue and code are unchanged since the live build; `by` names the
   * staff user asking (a follow-up build keeps the first asker's name).
   */
  request(trigger: string, rebuild = false, by?: string): TriggerAnswer {
    if (!this.running) {
      this.start(this.publishJob({ trigger, rebuild, by }));
      return 'started';
    }
    if (this.followUp !== undefined) {
      this.followUp.rebuild ||= rebuild;
      return 'coalesced';
    }
    this.followUp = { trigger, rebuild, by };
    this.changed();
    return 'queued';
  }

  /**
   * Runs `work`, a rollback that writes its report, as the job of the moment, so that the answer need not
   * wait for its checks; publishes asked for meanwhile follow it. False, and nothing runs, while
   * another job runs.
   */
  rollBack(trigger: string, by: string | undefined, work: () => Promise<PublishReport>): boolean {
    if (this.running) return false;
    this.start({
      trigger,
      ...(by !== undefined && { by }),
      run: (onProgress) => {
        onProgress({ phase: rollbackPhase, pagesTotal: 0, pagesRendered: 0 });
        return work();
      },
    });
    return true;
  }

  /** Calls `listener` on each step of a build, when a follow-up is queued and when a build ends; returns the unsubscribe. */
  watch(listener: () => void): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }

  private changed(): void {
    for (const listener of this.watchers) listener();
  }

  /** Ends the waiting build process and gives back the build lock it held, if any (the server stopping). */
  async close(): Promise<void> {
    this.closed = true;
    await dismissBuildChild();
    // Not waiting long for a lock another process holds: this one never takes it then.
    await Promise.race([this.preparing, delay(CLOSE_GRACE_MS, undefined, { ref: false })]);
  }

  /** Resolves when no build runs and none is queued. */
  async idle(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  /** What runs now, without reading a report: asked on every step of a build a page follows. */
  activity(): Omit<PublisherStatus, 'reports'> {
    return {
      building: this.running !== undefined,
      ...(this.current ?? {}),
      followUpQueued: this.followUp !== undefined,
    };
  }

  status(): PublisherStatus {
    return { ...this.activity(), reports: latestReports(buildLayout(this.options.outDir).reportsDir, 10) };
  }

  private publishJob({ trigger, rebuild, by }: { trigger: string; rebuild: boolean; by?: string }): Job {
    const publish = this.options.publish ?? publishSite;
    return {
      trigger,
      ...(by !== undefined && { by }),
      run: (onProgress) =>
        publish({
          ...this.options,
          trigger,
          rebuild,
          ...(by !== undefined && { by }),
          onProgress: (progress) => {
            onProgress(progress);
            this.options.onProgress?.(progress);
          },
        }),
    };
  }

  private start(job: Job): void {
    const current: NonNullable<Publisher['current']> = {
      trigger: job.trigger,
      ...(job.by !== undefined && { by: job.by }),
      startedAt: new Date().toISOString(),
    };
    this.current = current;
    const onProgress = (progress: JobProgress) => {
      current.progress = progress;
      this.changed();
    };
    this.running = this.preparing
      .then(() => job.run(onProgress))
      .catch((error: unknown) => {
        console.error('[publish] the publish or rollback stopped unexpectedly', error);
        throw error;
      })
      .finally(() => {
        this.running = undefined;
        this.current = undefined;
        const next = this.followUp;
        this.followUp = undefined;
        this.prepare();
        if (next !== undefined) this.start(this.publishJob(next));
        this.changed();
      });
    // A failed job is reported, never an unhandled rejection.
    this.running.catch(() => undefined);
  }
}
