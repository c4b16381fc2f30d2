import type { SyntheticPopulation } from '@portal/synthetic';
import type { SimulatorConfig } from './config';

/**
 * What every simulated system gets: the configuration, the one shared synthetic population and the
 * clock (milliseconds since the epoch; tests inject their own to move time without waiting).
 */
export interface SimulatorContext {
  config: SimulatorConfig;
  population: SyntheticPopulation;
  now: () => number;
}

/** Options a simulated system's route plugin is registered with. */
export interface SystemPluginOptions {
  context: SimulatorContext;
}
