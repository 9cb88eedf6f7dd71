import { SettingsScreen } from '../../features/trading-parameters/components/settings-screen';

/** System Configuration: the trading parameters (admin1 with `?settings=true` only, see the route guard). */
export default function SettingsRoute() {
  return <SettingsScreen />;
}
