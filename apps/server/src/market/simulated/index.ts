export { SIMULATED_SYMBOLS, type SimulatedSymbolSpec } from './catalogue';
export { SIMULATION_PARAMETERS } from './model';
export { SimulatedExchange, type SimulatedExchangeOptions } from './simulated-exchange';
