/** The trading-parameters module's front door: what the rest of the server may use of it (docs/architecture.md, Boundaries). */
export { checkParameterSet, currentValues, writeParameterSet } from './parameter-set';
export { parameterDefinition } from './trading-parameters.catalogue';
export { lockParameters, readStoredParameters } from './trading-parameters.repository';
export { tradingParametersRoutes } from './trading-parameters.routes';
export {
  databaseParameters,
  type ParameterSource,
  ParameterValues,
  type RiskManagerSettings,
  repairStoredParameters,
  seedTradingParameters,
  updateParameter,
} from './trading-parameters.service';
