import type { SyntheticPopulation } from '@portal/synthetic';
import type { SimulatorConfig } from './config';

/** What every simulated system gets: the configuration and the one shared synthetic population. */
export interface SimulatorContext {
  config: SimulatorConfig;
  population: SyntheticPopulation;
}

/** Options a simulated system's route plugin is registered with. */
export interface SystemPluginOptions {
  context: SimulatorContext;
}
