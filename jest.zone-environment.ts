// Jest's Node environment with the process in `testEnvironmentOptions.timeZone` for a test file.
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';

export default class ZoneEnvironment extends TestEnvironment {
  private readonly zone: string;
  private previous: string | undefined;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const zone = config.projectConfig.testEnvironmentOptions['timeZone'];
    if (typeof zone !== 'string') throw new Error('Set testEnvironmentOptions.timeZone.');
    this.zone = zone;
  }

  override async setup(): Promise<void> {
    await super.setup();
    // The worker may run other projects' files next: the zone is restored in teardown.
    this.previous = process.env.TZ;
    process.env.TZ = this.zone;
    if (this.global.process) this.global.process.env.TZ = this.zone;
  }

  override async teardown(): Promise<void> {
    if (this.previous === undefined) delete process.env.TZ;
    else process.env.TZ = this.previous;
    await super.teardown();
  }
}
