import { buildLayout } from './builds.ts';
import { publishSite, type PublishOptions } from './publish.ts';
import { latestReports, type PublishReport } from './report.ts';
import type { BuildProgress } from './run-build.ts';

/** What a trigger did: started a build, queued the one follow-up build, or joined that follow-up. */
export type TriggerAnswer = 'started' | 'queued' | 'coalesced';

export interface PublisherStatus {
  building: boolean;
  trigger?: string;
  startedAt?: string;
  progress?: BuildProgress;
  followUpQueued: boolean;
  reports: PublishReport[];
}

export type PublisherOptions = Omit<PublishOptions, 'trigger' | 'rebuild'> & {
  /** How a build is published (the real publish; a test may count the calls). */
  publish?: (options: PublishOptions) => Promise<PublishReport>;
};

/**
 * One site's publishing inside a long-running process: one build at a time, and triggers that
 * arrive during a build coalesce into a single follow-up build (it starts after the running one,
 * so it sees every change made before the last trigger).
 */
export class Publisher {
  private running: Promise<PublishReport> | undefined;
  private followUp: { trigger: string; rebuild: boolean } | undefined;
  private current: { trigger: string; startedAt: string; progress?: BuildProgress } | undefined;
  private readonly options: PublisherOptions;

  constructor(options: PublisherOptions) {
    this.options = options;
  }

  /** `rebuild` builds even when catalogue and code are unchanged since the live build. */
  request(trigger: string, rebuild = false): TriggerAnswer {
    if (!this.running) {
      this.start(trigger, rebuild);
      return 'started';
    }
    if (this.followUp !== undefined) {
      this.followUp.rebuild ||= rebuild;
      return 'coalesced';
    }
    this.followUp = { trigger, rebuild };
    return 'queued';
  }

  /** Resolves when no build runs and none is queued. */
  async idle(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  status(): PublisherStatus {
    return {
      building: this.running !== undefined,
      ...(this.current ?? {}),
      followUpQueued: this.followUp !== undefined,
      reports: latestReports(buildLayout(this.options.outDir).reportsDir, 10),
    };
  }

  private start(trigger: string, rebuild: boolean): void {
    const current: NonNullable<Publisher['current']> = { trigger, startedAt: new Date().toISOString() };
    this.current = current;
    const publish = this.options.publish ?? publishSite;
    this.running = publish({
      ...this.options,
      trigger,
      rebuild,
      onProgress: (progress) => {
        current.progress = progress;
        this.options.onProgress?.(progress);
      },
    })
      .catch((error: unknown) => {
        console.error('[publish] the publish stopped unexpectedly', error);
        throw error;
      })
      .finally(() => {
        this.running = undefined;
        this.current = undefined;
        const next = this.followUp;
        this.followUp = undefined;
        if (next !== undefined) this.start(next.trigger, next.rebuild);
      });
    // A failed publish is reported, never an unhandled rejection.
    this.running.catch(() => undefined);
  }
}
